// @vitest-environment jsdom
import "fake-indexeddb/auto";
import userEvent from "@testing-library/user-event";
import { screen } from "@testing-library/react";
import { Route } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthBackend, AuthBackendLoader, BackendUser } from "./authBackend";
import { RequireUser } from "./guards";
import { useSession } from "./SessionProvider";
import { readCachedOrders, saveCachedOrders } from "../offline/ordersCache";
import { renderWithProviders } from "../ui/testing/renderWithProviders";

const toast = vi.fn();
vi.mock("../ui/toast/ToastProvider", async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useToast: () => toast,
}));

function backendWith(user: BackendUser | null): AuthBackendLoader {
  const backend: AuthBackend = {
    subscribe: (listener) => {
      queueMicrotask(() => listener(user));
      return () => {};
    },
    currentUser: () => user,
    signInWithEmail: async () => {},
    signOut: async () => {},
  };
  return async () => backend;
}

const customer = (claims: Record<string, unknown> = {}): BackendUser => ({
  uid: "u1",
  email: "pat@example.com",
  displayName: "Pat",
  emailVerified: true,
  getIdToken: async () => "token",
  getClaims: async () => claims,
});

function renderGuarded(guard: React.ReactElement, route: string, loadBackend: AuthBackendLoader) {
  return renderWithProviders(<h1>Home</h1>, {
    route,
    path: "/",
    loadBackend,
    extraRoutes: (
      <>
        <Route element={guard}>
          <Route path="/dashboard" element={<h1>My Dashboard</h1>} />
          <Route path="/admin/orders" element={<h1>Manage Orders</h1>} />
        </Route>
        <Route path="/auth" element={<h1>Sign in</h1>} />
      </>
    ),
  });
}

describe("route guards", () => {
  beforeEach(() => {
    toast.mockClear();
    localStorage.clear();
  });

  it("sends a signed-out visitor from a protected screen to /auth, remembering where they came from", async () => {
    renderGuarded(<RequireUser />, "/dashboard?tab=orders", backendWith(null));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/auth$/);
  });

  it("lets a signed-in customer through and remembers the session hint", async () => {
    renderGuarded(<RequireUser />, "/dashboard", backendWith(customer()));
    expect(await screen.findByRole("heading", { name: "My Dashboard" })).toBeInTheDocument();
    expect(localStorage.getItem("songs.signedIn")).toBe("1");
  });

  it("sends a customer who logs out from a protected screen home, and clears what they kept on the device", async () => {
    let notify: (user: BackendUser | null) => void = () => {};
    let current: BackendUser | null = customer();
    const loadBackend: AuthBackendLoader = async () => ({
      subscribe: (listener) => {
        notify = listener;
        queueMicrotask(() => listener(current));
        return () => {};
      },
      currentUser: () => current,
      signInWithEmail: async () => {},
      signOut: async () => {
        current = null;
        notify(null);
      },
    });
    await saveCachedOrders("u1", []);
    function LogOut() {
      const session = useSession();
      return <button onClick={() => void session.signOut()}>Log out</button>;
    }
    renderWithProviders(<h1>Home</h1>, {
      route: "/dashboard",
      path: "/",
      loadBackend,
      extraRoutes: (
        <>
          <Route element={<RequireUser />}>
            <Route path="/dashboard" element={<LogOut />} />
          </Route>
          <Route path="/auth" element={<h1>Sign in</h1>} />
        </>
      ),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Log out" }));
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(await readCachedOrders("u1")).toBeNull();
  });
});
