// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../auth/testing/fakeAuthBackend";
import { MESSAGES, VALIDATION } from "@songs/domain";
import { renderWithProviders } from "../../test/support/renderWithProviders";
import { MfaError, type MfaClient } from "../../auth/mfa/mfaClient";
import MfaSetupPage from "./MfaSetupPage";
import { ADMIN_WITHOUT_MFA, stubMfaStatus } from "../../auth/testing/mfaStatus";

const toast = vi.fn();
vi.mock("../../ui/toast/ToastProvider", async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useToast: () => toast,
}));

const client = { startEnrollment: vi.fn(), verifyEnrollment: vi.fn(), verifyChallenge: vi.fn() } satisfies MfaClient;
vi.mock("../../auth/mfa/loadMfaClient", async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  loadMfaClient: async () => client,
}));

const renderSetup = (claims: Record<string, unknown>) =>
  renderWithProviders(<MfaSetupPage />, {
    route: "/mfa-setup",
    path: "/mfa-setup",
    loadBackend: signedInAs(claims),
    extraRoutes: (
      <>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/admin/operations" element={<h1>Operations</h1>} />
        <Route path="/studio" element={<h1>Studio</h1>} />
      </>
    ),
  });

describe("/mfa-setup", () => {
  beforeEach(() => {
    toast.mockClear();
    client.startEnrollment.mockResolvedValue({
      qrCodeDataUrl: "data:image/png;base64,AAAA",
      secret: "JBSWY3DPEHPK3PXP",
    });
    client.verifyEnrollment.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("sends a non-admin home", async () => {
    stubMfaStatus({ ...ADMIN_WITHOUT_MFA, isAdmin: false, mfaRequired: false });
    renderSetup({});
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
  });

  it("offers an artist the set-up (not required) and returns them to the studio once enabled", async () => {
    stubMfaStatus({ ...ADMIN_WITHOUT_MFA, isAdmin: false, mfaRequired: false });
    client.verifyEnrollment.mockResolvedValueOnce(undefined);
    renderSetup({ artistId: "artist-1" });
    expect(await screen.findByText(/^Protect your studio account/)).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText("6-digit code"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify & Turn On" }));
    expect(await screen.findByRole("heading", { name: "Studio" })).toBeInTheDocument();
  });

  it("sends an admin who already has an authenticator to their home, Operations", async () => {
    stubMfaStatus({ ...ADMIN_WITHOUT_MFA, mfaEnabled: true, factors: 1 });
    renderSetup({ admin: true });
    expect(await screen.findByRole("heading", { name: "Operations" })).toBeInTheDocument();
  });

  it("starts enrolment on load and shows the QR code, the secret and the code field", async () => {
    stubMfaStatus(ADMIN_WITHOUT_MFA);
    renderSetup({ admin: true });
    expect(screen.getByRole("heading", { name: "Set Up Two-Factor Authentication" })).toBeInTheDocument();
    expect(
      screen.getByText("Admins must enable two-factor authentication to access admin features."),
    ).toBeInTheDocument();
    const qr = await screen.findByRole("img", { name: /QR code/ });
    expect(qr).toHaveAttribute("src", "data:image/png;base64,AAAA");
    expect(screen.getByText("JBSWY3DPEHPK3PXP")).toBeInTheDocument();
    const field = screen.getByLabelText("6-digit code");
    expect(field).toHaveAttribute("type", "text");
    expect(field).toHaveAttribute("inputmode", "numeric");
    expect(field).toHaveAttribute("maxlength", "6");
    expect(field).toHaveAttribute("autocomplete", "one-time-code");
  });

  it("keeps only digits in the code field and asks for six of them", async () => {
    stubMfaStatus(ADMIN_WITHOUT_MFA);
    renderSetup({ admin: true });
    const field = await screen.findByLabelText("6-digit code");
    await userEvent.type(field, "12a3");
    expect(field).toHaveValue("123");
    await userEvent.click(screen.getByRole("button", { name: "Verify & Turn On" }));
    expect(await screen.findByText(VALIDATION.mfaCodeInvalid)).toBeInTheDocument();
    expect(client.verifyEnrollment).not.toHaveBeenCalled();
  });

  it("says a wrong code is invalid once, beside the field, and lets the admin try again", async () => {
    stubMfaStatus(ADMIN_WITHOUT_MFA);
    client.verifyEnrollment.mockRejectedValueOnce(new MfaError(MESSAGES.mfaInvalidCode));
    renderSetup({ admin: true });
    await userEvent.type(await screen.findByLabelText("6-digit code"), "000000");
    await userEvent.click(screen.getByRole("button", { name: "Verify & Turn On" }));
    expect(await screen.findByText(MESSAGES.mfaInvalidCode)).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES.mfaInvalidCode)).toHaveLength(1);
    expect(toast).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Verify & Turn On" })).toBeEnabled();
  });

  it("shows 'Verifying...' while the code is checked, then confirms and opens Operations", async () => {
    stubMfaStatus(ADMIN_WITHOUT_MFA);
    let finish: () => void = () => {};
    client.verifyEnrollment.mockReturnValueOnce(new Promise<void>((resolve) => (finish = resolve)));
    renderSetup({ admin: true });
    await userEvent.type(await screen.findByLabelText("6-digit code"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify & Turn On" }));
    expect(await screen.findByRole("button", { name: "Verifying..." })).toBeDisabled();
    finish();
    expect(await screen.findByRole("heading", { name: "Operations" })).toBeInTheDocument();
    expect(client.verifyEnrollment).toHaveBeenCalledWith("123456");
    expect(toast).toHaveBeenCalledWith({ title: MESSAGES.mfaEnabled, variant: "success" });
  });

  it("says set-up failed when enrolment cannot start, and can start again", async () => {
    stubMfaStatus(ADMIN_WITHOUT_MFA);
    client.startEnrollment.mockRejectedValueOnce(new Error("offline"));
    renderSetup({ admin: true });
    expect(await screen.findByText(MESSAGES.mfaSetupFailed)).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith({ title: MESSAGES.mfaSetupFailed, variant: "destructive" });
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("img", { name: /QR code/ })).toBeInTheDocument();
  });
});
