// @vitest-environment jsdom
import "fake-indexeddb/auto";
import userEvent from "@testing-library/user-event";
import { screen } from "@testing-library/react";
import { Route } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthBackendLoader } from "./authBackend";
import { RequireUser } from "./guards";
import { useSession } from "./SessionProvider";
import { fakeAuthBackend, fakeUser } from "./testing/fakeAuthBackend";
import { readCachedOrders, saveCachedOrders } from "../offline/ordersCache";
import { renderWithProviders } from "../test/support/renderWithProviders";

const toast = vi.fn();
vi.mock("../ui/toast/ToastProvider", async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useToast: () => toast,
}));

function renderGuarded(
  guard: React.ReactElement,
  route: string,
  loadBackend: AuthBackendLoader,
  dashboard = <h1>My Dashboard</h1>,
) {
  return renderWithProviders(<h1>Home</h1>, {
    route,
    path: "/",
    loadBackend,
    extraRoutes: (
      <>
        <Route element={guard}>
          <Route path="/dashboard" element={dashboard} />
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
    renderGuarded(<RequireUser />, "/dashboard?tab=orders", fakeAuthBackend().loadBackend);
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/auth$/);
  });

  it("lets a signed-in customer through and remembers the session hint", async () => {
    renderGuarded(<RequireUser />, "/dashboard", fakeAuthBackend({ user: fakeUser() }).loadBackend);
    expect(await screen.findByRole("heading", { name: "My Dashboard" })).toBeInTheDocument();
    expect(localStorage.getItem("songs.signedIn")).toBe("1");
  });

  it("sends a customer who logs out from a protected screen home, and clears what they kept on the device", async () => {
    const { loadBackend } = fakeAuthBackend({ user: fakeUser() });
    await saveCachedOrders("u1", []);
    function LogOut() {
      const session = useSession();
      return <button onClick={() => void session.signOut()}>Log out</button>;
    }
    renderGuarded(<RequireUser />, "/dashboard", loadBackend, <LogOut />);
    await userEvent.click(await screen.findByRole("button", { name: "Log out" }));
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(await readCachedOrders("u1")).toBeNull();
  });
});
