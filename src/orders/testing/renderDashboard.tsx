import { Route } from "react-router-dom";
import { afterEach, beforeEach, vi } from "vitest";
import { configureTransport } from "../../api/client";
import { RequireUser } from "../../auth/guards";
import { fakeAuthBackend, fakeUser } from "../../auth/testing/fakeAuthBackend";
import { resetDeviceStorageForEachTest } from "../../offline/testing/deviceStorage";
import { stubMediaPlayback } from "../../test/support/mediaPlayback";
import { jsonResponse, renderWithProviders } from "../../test/support/renderWithProviders";
import DashboardPage from "../DashboardPage";
import OrderPage from "../OrderPage";

export { jsonResponse };

/** A fake endpoint: gets the request and answers it. */
export type RouteHandler = (request: { url: string; method: string; body: unknown }) => Response | Promise<Response>;

/**
 * Stubs the network by "METHOD url" ("GET /api/orders", "POST /api/orders/o1/download", or any
 * absolute URL such as a signed song link). Unknown requests answer 404. Returns the request log.
 */
export function stubNetwork(routes: Record<string, RouteHandler | object>) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? "GET";
    const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    requests.push({ method, url, body });
    const route = routes[`${method} ${url}`];
    if (route === undefined) return jsonResponse(404, { error: { code: "not_found", message: "Order not found" } });
    return typeof route === "function" ? (route as RouteHandler)({ url, method, body }) : jsonResponse(200, route);
  });
  vi.stubGlobal("fetch", fetchMock);
  // Retries of a failed read wait no time in tests.
  configureTransport({ sleep: async () => undefined });
  return requests;
}

/** A fetch that fails the way a browser without a network does. */
export const networkDown: RouteHandler = () => Promise.reject(new TypeError("Failed to fetch"));

/**
 * Every dashboard test starts on an empty device (localStorage and IndexedDB) with media playback
 * stubbed, and leaves no stubs behind. Call it at the top of a `describe`.
 */
export function setUpEachDashboardTest(): void {
  let media: ReturnType<typeof stubMediaPlayback>;
  resetDeviceStorageForEachTest();
  beforeEach(() => {
    localStorage.clear();
    media = stubMediaPlayback();
  });
  afterEach(() => {
    media.restore();
  });
}

/** The customer `uid` in a session the test can sign out of (`backend.signOut` is a mock). */
export function customerSession(uid: string, displayName: string | null = null) {
  return fakeAuthBackend({
    user: fakeUser({ uid, email: `${uid}@example.com`, displayName, idToken: `token-${uid}` }),
  });
}

/** One order's page (`/dashboard/orders/:orderId`), signed in as `uid`. */
export function renderOrderPage(orderId: string, uid = "u1", options: { displayName?: string | null } = {}) {
  return renderDashboard(uid, { ...options, route: `/dashboard/orders/${orderId}` });
}

/** The dashboard at /dashboard (or `options.route`, such as an order's link) behind its guard, signed in as `uid`; "/" shows a Home heading. */
export function renderDashboard(
  uid = "u1",
  options: { displayName?: string | null; backend?: ReturnType<typeof customerSession>; route?: string } = {},
) {
  const session = options.backend ?? customerSession(uid, options.displayName ?? null);
  const result = renderWithProviders(<h1>Home</h1>, {
    route: options.route ?? "/dashboard",
    path: "/",
    loadBackend: session.loadBackend,
    extraRoutes: (
      <Route element={<RequireUser />}>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/dashboard/orders/:orderId" element={<OrderPage />} />
      </Route>
    ),
  });
  return { ...result, backend: session.backend };
}
