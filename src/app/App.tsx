import { StrictMode, isValidElement, type ReactNode } from "react";
import { matchRoutes, useRoutes, type RouteObject } from "react-router-dom";
import { ThemeProvider } from "styled-components";
import { InitialReadProvider, type InitialReadStore } from "../api/initialData";
import { SessionProvider } from "../auth/SessionProvider";
import { GlobalStyle } from "../ui/GlobalStyle";
import { theme } from "../ui/theme";
import { ToastProvider } from "../ui/toast/ToastProvider";
import { routes } from "./routes";

/**
 * BrowserRouter (or StaticRouter on the server) + useRoutes rather than a data router: the screens
 * load through lazyPage, so no data-router feature is used, and the data router would add about
 * 17 KB gzipped to every visitor's first load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

interface AppProps {
  reads: InitialReadStore;
  /** The router holding AppRoutes: BrowserRouter, or StaticRouter on the server. */
  router: ReactNode;
}

/** The providers around every screen, the same in the browser and on the server. */
export function App({ reads, router }: AppProps) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <InitialReadProvider value={reads}>
          <ToastProvider>
            <SessionProvider>{router}</SessionProvider>
          </ToastProvider>
        </InitialReadProvider>
      </ThemeProvider>
    </StrictMode>
  );
}

/**
 * Loads the chunks of the screens `pathname` shows, so rendering it does not suspend: those of the
 * route table's lazily loaded part too, once it is loaded.
 */
export async function preloadScreens(pathname: string, table: readonly RouteObject[] = routes): Promise<void> {
  const loads = (matchRoutes([...table], pathname) ?? []).map(async ({ route }) => {
    const screen: unknown = isValidElement(route.element) ? route.element.type : undefined;
    const nested = hasPreload(screen) ? await screen.preload() : undefined;
    if (nested) await preloadScreens(pathname, nested);
  });
  await Promise.all(loads);
}

function hasPreload(value: unknown): value is { preload(): Promise<readonly RouteObject[] | undefined> } {
  return typeof value === "function" && "preload" in value && typeof value.preload === "function";
}
