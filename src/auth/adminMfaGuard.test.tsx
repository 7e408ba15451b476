// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/ApiError";
import { OFFLINE_MESSAGES, SHELL_MESSAGES } from "@songs/domain";
import type { MfaClient } from "./mfa/mfaClient";
import { ADMIN_WITHOUT_MFA, stubMfaStatus } from "./testing/mfaStatus";
import { jsonResponse, renderWithProviders, stubApi } from "../test/support/renderWithProviders";
import { isMfaRequiredError, RedirectAdminToMfaSetup, RequireAdminMfa } from "./adminMfaGuard";
import { signedInAs } from "./testing/fakeAuthBackend";

const toast = vi.fn();
vi.mock("../ui/toast/ToastProvider", async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useToast: () => toast,
}));

const client = {
  startEnrollment: vi.fn(),
  verifyEnrollment: vi.fn(),
  verifyChallenge: vi.fn(async () => {}),
} satisfies MfaClient;
vi.mock("./mfa/loadMfaClient", async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  loadMfaClient: async () => client,
}));

const ENROLLED = { ...ADMIN_WITHOUT_MFA, mfaEnabled: true, factors: 1 };

function renderAt(route: string, claims: Record<string, unknown> | null) {
  return renderWithProviders(<h1>Home</h1>, {
    route,
    path: "/",
    loadBackend: claims ? signedInAs(claims) : undefined,
    extraRoutes: (
      <>
        <Route element={<RequireAdminMfa />}>
          <Route path="/admin/orders" element={<h1>Manage Orders</h1>} />
        </Route>
        <Route element={<RedirectAdminToMfaSetup />}>
          <Route path="/dashboard" element={<h1>My Dashboard</h1>} />
        </Route>
        <Route path="/mfa-setup" element={<h1>Set Up Two-Factor Authentication</h1>} />
        <Route path="/auth" element={<h1>Sign in</h1>} />
      </>
    ),
  });
}

describe("admin guard with two-factor authentication", () => {
  beforeEach(() => toast.mockClear());
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("sends a signed-out visitor to /auth", async () => {
    renderAt("/admin/orders", null);
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
  });

  it("sends a customer home with 'Access denied'", async () => {
    stubMfaStatus({ ...ADMIN_WITHOUT_MFA, isAdmin: false, mfaRequired: false });
    renderAt("/admin/orders", {});
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith({ title: SHELL_MESSAGES.accessDenied, variant: "destructive" });
  });

  it("sends an admin without an authenticator to /mfa-setup with the set-up message", async () => {
    stubMfaStatus(ADMIN_WITHOUT_MFA);
    renderAt("/admin/orders", { admin: true });
    expect(await screen.findByRole("heading", { name: "Set Up Two-Factor Authentication" })).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith({ title: SHELL_MESSAGES.mfaSetupRequired, variant: "destructive" });
  });

  it("asks an enrolled admin for the code before showing the admin screen", async () => {
    stubMfaStatus(ENROLLED, { ...ENROLLED, sessionVerified: true });
    renderAt("/admin/orders", { admin: true });
    expect(await screen.findByRole("heading", { name: "Enter your authentication code" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Manage Orders" })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("6-digit code"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("heading", { name: "Manage Orders" })).toBeInTheDocument();
    expect(client.verifyChallenge).toHaveBeenCalledWith("123456");
  });

  it("says the admin is offline, with Try again, when the session cannot be checked for want of a connection", async () => {
    let isOnline = false;
    stubApi({
      "/api/admin/mfa-status": () =>
        isOnline
          ? jsonResponse(200, { ...ENROLLED, sessionVerified: true })
          : Promise.reject(new TypeError("Failed to fetch")),
    });
    renderAt("/admin/orders", { admin: true });
    expect(await screen.findByRole("heading", { name: OFFLINE_MESSAGES.title })).toBeInTheDocument();
    expect(screen.queryByText(/Network request failed/)).not.toBeInTheDocument();
    isOnline = true;
    await userEvent.click(screen.getByRole("button", { name: OFFLINE_MESSAGES.retry }));
    expect(await screen.findByRole("heading", { name: "Manage Orders" })).toBeInTheDocument();
  });

  it("shows the admin screen to an admin whose session passed the code", async () => {
    stubMfaStatus({ ...ENROLLED, sessionVerified: true });
    renderAt("/admin/orders", { admin: true });
    expect(await screen.findByRole("heading", { name: "Manage Orders" })).toBeInTheDocument();
  });

  it("sends an admin who must set up two-factor authentication from /dashboard to /mfa-setup", async () => {
    stubMfaStatus(ADMIN_WITHOUT_MFA);
    renderAt("/dashboard", { admin: true });
    expect(await screen.findByRole("heading", { name: "Set Up Two-Factor Authentication" })).toBeInTheDocument();
  });

  it("leaves /dashboard to a customer", async () => {
    stubMfaStatus({ ...ADMIN_WITHOUT_MFA, isAdmin: false, mfaRequired: false });
    renderAt("/dashboard", {});
    expect(await screen.findByRole("heading", { name: "My Dashboard" })).toBeInTheDocument();
  });

  it("recognises an admin call refused until the session passes the code", () => {
    expect(isMfaRequiredError(new ApiError(403, "mfa_required", "Enter your code"))).toBe(true);
    expect(isMfaRequiredError(new ApiError(403, "forbidden", "No"))).toBe(false);
  });
});
