import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from "react-router-dom";
import { ThemeProvider } from "styled-components";
import { vi } from "vitest";
import type { AuthBackendLoader } from "../../auth/authBackend";
import { SessionProvider } from "../../auth/SessionProvider";
import { PlayerProvider } from "../../player/PlayerProvider";
import { theme } from "../../ui/theme";
import { ToastProvider } from "../../ui/toast/ToastProvider";

/** A visitor: never loads an identity provider. */
const noBackend: AuthBackendLoader = () => Promise.reject(new Error("no identity provider in this test"));

interface Options {
  /** Starting URL, or a location with navigation state. */
  route?: InitialEntry;
  /** Route pattern the element is mounted at (for useParams); defaults to every path. */
  path?: string;
  loadBackend?: AuthBackendLoader;
  /** Extra routes (e.g. redirect targets). */
  extraRoutes?: ReactElement;
}

/** Shows the current location, so tests can assert where a redirect went. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search + location.hash}</output>;
}

/** Renders a piece that needs only the theme and the toasts (a dialog, a toast's trigger). */
export function renderWithToasts(ui: ReactElement): RenderResult {
  return render(
    <ThemeProvider theme={theme}>
      <ToastProvider>{ui}</ToastProvider>
    </ThemeProvider>,
  );
}

/** Renders a screen with the theme, the toasts, a memory router, a session and the player, as the app does. */
export function renderWithProviders(ui: ReactElement, options: Options = {}): RenderResult {
  const { route = "/", path = "*", loadBackend = noBackend, extraRoutes } = options;
  return renderWithToasts(
    <SessionProvider loadBackend={loadBackend}>
      <PlayerProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            {extraRoutes}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </PlayerProvider>
    </SessionProvider>,
  );
}

/** Stubs `fetch` with handlers by path (path + query; a key ending in "?*" takes its path with any query); unknown paths answer 404. */
export function stubApi(handlers: Record<string, unknown | ((url: string) => Response | Promise<Response>)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const handler = handlers[url] ?? handlers[`${url.split("?")[0]}?*`];
    if (handler === undefined) {
      return jsonResponse(404, { error: { code: "not_found", message: "Not found" } });
    }
    if (typeof handler === "function") return handler(url);
    return jsonResponse(200, handler);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The JSON body the app sent to `path` through a `stubApi` fetch; undefined when it sent none there. */
export function sentBody(fetchMock: ReturnType<typeof stubApi>, path: string): unknown {
  // The client calls fetch(path, init); the stub's type names only the first argument.
  const calls = fetchMock.mock.calls as unknown as [string, RequestInit | undefined][];
  const init = calls.find(([url]) => url === path)?.[1];
  return init?.body === undefined ? undefined : JSON.parse(String(init.body));
}

/**
 * A JSON answer that tells when the app has read it: `read` settles once its body was parsed and
 * the app's own follow-up (its next microtasks) has run, so a test can then look at the screen.
 */
export function watchedJsonResponse(status: number, body: unknown): { response: Response; read: Promise<void> } {
  const response = jsonResponse(status, body);
  let markRead!: () => void;
  const read = new Promise<void>((resolve) => (markRead = resolve));
  const parse = response.json.bind(response);
  response.json = async () => {
    const parsed: unknown = await parse();
    setTimeout(markRead);
    return parsed;
  };
  return { response, read };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}
