// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthBackendLoader, BackendUser } from "../auth/authBackend";
import { toSignInError } from "../auth/firebaseAuthBackend";
import { SIGN_IN_FALLBACK_MESSAGES, SignInError } from "../auth/signInError";
import { fakeAuthBackend, fakeUser } from "../auth/testing/fakeAuthBackend";
import { MESSAGES, VALIDATION, loginWarningMessage } from "@songs/domain";
import { markOrderAwaitingSignIn, saveDraft } from "../offline/draftStore";
import { resetDeviceStorageForEachTest } from "../offline/testing/deviceStorage";
import { jsonResponse, renderWithProviders, sentBody, stubApi } from "../test/support/renderWithProviders";
import AuthPage from "./AuthPage";

const customer = fakeUser();

type SignIn = (email: string, password: string) => Promise<void>;

/** An identity provider that accepts pat@example.com / right-password unless told otherwise. */
function fakeAuth(options: { user?: BackendUser | null; signIn?: SignIn } = {}) {
  const signIn = vi.fn<SignIn>(
    options.signIn ??
      (async (email, password) => {
        if (email !== "pat@example.com" || password !== "right-password") {
          throw new SignInError("invalid-credentials", MESSAGES.invalidCredentials);
        }
      }),
  );
  const { loadBackend: load } = fakeAuthBackend({
    user: options.user,
    signIn: async (email, password) => {
      await signIn(email, password);
      return customer;
    },
  });
  return { load, signIn };
}

/** Where the user ended up, with the navigation state they were sent with. */
function Elsewhere() {
  const location = useLocation();
  return (
    <>
      <h1>Elsewhere</h1>
      <output data-testid="state">{JSON.stringify(location.state ?? null)}</output>
    </>
  );
}

interface Entry {
  search?: string;
  state?: unknown;
}

function renderAuth(entry: Entry = {}, loadBackend: AuthBackendLoader = fakeAuth().load) {
  return renderWithProviders(<AuthPage />, {
    route: { pathname: "/auth", search: entry.search ?? "", state: entry.state },
    path: "/auth",
    loadBackend,
    extraRoutes: <Route path="*" element={<Elsewhere />} />,
  });
}

const from = (pathname: string, search = "", hash = "") => ({ from: { pathname, search, hash } });

/** The field labelled `label` says `message` and has the focus, as the first invalid field of a sent form. */
async function expectFocusedWithError(label: string, message: string) {
  const field = screen.getByLabelText(label);
  await waitFor(() => expect(field).toHaveAccessibleDescription(message));
  expect(field).toHaveFocus();
}

async function logIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Log in" }));
}

beforeEach(() => {
  localStorage.clear();
  stubApi({});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/auth login", () => {
  it("shows Login and Sign Up tabs that follow the arrow keys", async () => {
    const user = userEvent.setup();
    renderAuth();
    const login = screen.getByRole("tab", { name: "Login" });
    expect(login).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Login" })).toContainElement(screen.getByLabelText("Email"));
    login.focus();
    await user.keyboard("{ArrowRight}");
    const signUp = screen.getByRole("tab", { name: "Sign Up" });
    expect(signUp).toHaveFocus();
    expect(signUp).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText("Full Name")).toBeInTheDocument();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Login" })).toHaveFocus();
    expect(document.title).toContain("Log in");
  });

  it("signs in and goes to the dashboard with 'Welcome back!'", async () => {
    const user = userEvent.setup();
    const auth = fakeAuth();
    renderAuth({}, auth.load);
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(screen.getByLabelText("Password")).toHaveAttribute("autocomplete", "current-password");
    await logIn(user, "pat@example.com", "right-password");
    expect(await screen.findByRole("heading", { name: "Elsewhere" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard$/);
    expect(await screen.findByText(MESSAGES.welcomeBack)).toBeInTheDocument();
    expect(auth.signIn).toHaveBeenCalledWith("pat@example.com", "right-password");
  });

  it("returns the user to the screen they were sent from, query and hash included", async () => {
    const user = userEvent.setup();
    renderAuth({ state: from("/artists", "?genre=pop", "#top") });
    await logIn(user, "pat@example.com", "right-password");
    await screen.findByRole("heading", { name: "Elsewhere" });
    expect(screen.getByTestId("location")).toHaveTextContent("/artists?genre=pop#top");
    expect(await screen.findByText(MESSAGES.welcomeBack)).toBeInTheDocument();
  });

  it.each(["/create", "/order-builder", "/payment-success"])(
    "leaves the greeting to %s, which gets welcomeBack in its state",
    async (pathname) => {
      const user = userEvent.setup();
      renderAuth({ state: from(pathname, "?session_id=cs_1") });
      await logIn(user, "pat@example.com", "right-password");
      await screen.findByRole("heading", { name: "Elsewhere" });
      expect(screen.getByTestId("location")).toHaveTextContent(`${pathname}?session_id=cs_1`);
      expect(JSON.parse(screen.getByTestId("state").textContent ?? "null")).toEqual({ welcomeBack: true });
      expect(screen.queryByText(MESSAGES.welcomeBack)).not.toBeInTheDocument();
    },
  );

  describe("with an order on this device waiting for its customer to sign in", () => {
    resetDeviceStorageForEachTest();
    const order = {
      occasion: "birthday",
      genre: "pop",
      artistId: null,
      recipientName: "Nana Jo",
      story: "Her garden.",
      keyMoments: "",
      package: "premium",
      addOns: [],
    };

    it("takes a first login from anywhere (a verification link's tab) back to the order builder, which greets them", async () => {
      await saveDraft(order, 6);
      await markOrderAwaitingSignIn();
      const user = userEvent.setup();
      renderAuth();
      await logIn(user, "pat@example.com", "right-password");
      await screen.findByRole("heading", { name: "Elsewhere" });
      expect(screen.getByTestId("location")).toHaveTextContent(/^\/create$/);
      expect(JSON.parse(screen.getByTestId("state").textContent ?? "null")).toEqual({ welcomeBack: true });
    });

    it("still returns the user to the screen that sent them to sign in", async () => {
      await saveDraft(order, 6);
      await markOrderAwaitingSignIn();
      const user = userEvent.setup();
      renderAuth({ state: from("/artists") });
      await logIn(user, "pat@example.com", "right-password");
      await screen.findByRole("heading", { name: "Elsewhere" });
      expect(screen.getByTestId("location")).toHaveTextContent(/^\/artists$/);
    });

    it("goes to the dashboard when the order was not waiting for a sign-in", async () => {
      await saveDraft(order, 3);
      const user = userEvent.setup();
      renderAuth();
      await logIn(user, "pat@example.com", "right-password");
      await screen.findByRole("heading", { name: "Elsewhere" });
      expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard$/);
    });
  });

  it("says 'Logging in...' and disables the button while logging in", async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    renderAuth({}, fakeAuth({ signIn: () => new Promise<void>((resolve) => (finish = resolve)) }).load);
    await logIn(user, "pat@example.com", "right-password");
    expect(await screen.findByRole("button", { name: "Logging in..." })).toBeDisabled();
    finish();
    expect(await screen.findByRole("heading", { name: "Elsewhere" })).toBeInTheDocument();
  });

  it("shows the schema's messages and focuses the first invalid field", async () => {
    const user = userEvent.setup();
    const auth = fakeAuth();
    renderAuth({}, auth.load);
    await user.type(screen.getByLabelText("Password"), "short");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await expectFocusedWithError("Email", VALIDATION.invalidEmail);
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(VALIDATION.passwordTooShort);
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it("refuses a wrong password with the spec's message and reports the failure", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ "/api/account/login-failures": { failures: 1, locked: false } });
    renderAuth();
    await logIn(user, "pat@example.com", "wrong-password");
    expect(await screen.findByText(MESSAGES.invalidCredentials)).toBeInTheDocument();
    expect(sentBody(fetchMock, "/api/account/login-failures")).toMatchObject({ email: "pat@example.com" });
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/auth$/);
    expect(screen.getByRole("button", { name: "Log in" })).toBeEnabled();
  });

  it("warns on the third failure how many attempts are left", async () => {
    const user = userEvent.setup();
    const warning = loginWarningMessage(2);
    stubApi({ "/api/account/login-failures": { failures: 3, locked: false, warning } });
    renderAuth();
    await logIn(user, "pat@example.com", "wrong-password");
    expect(await screen.findByText(warning)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.invalidCredentials)).toBeInTheDocument();
    expect(screen.getByText(warning).closest("[role=alert]")).toHaveAttribute("data-tone", "warning");
  });

  it("says the account is locked when the failure report locks it", async () => {
    const user = userEvent.setup();
    stubApi({ "/api/account/login-failures": { failures: 5, locked: true, message: MESSAGES.accountLocked } });
    renderAuth();
    await logIn(user, "pat@example.com", "wrong-password");
    expect(await screen.findByText(MESSAGES.accountLocked)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.invalidCredentials)).not.toBeInTheDocument();
  });

  it.each([
    ["ACCOUNT_LOCKED", MESSAGES.accountLocked],
    ["EMAIL_NOT_VERIFIED", MESSAGES.emailNotVerified],
  ])("shows the spec's text when sign-in is blocked with %s, and stays signed out", async (code, message) => {
    const user = userEvent.setup();
    const fetchMock = stubApi({});
    const blocked = fakeAuth({
      signIn: async () => {
        throw toSignInError(
          Object.assign(
            new Error(
              `Firebase: HTTP Cloud Function returned an error: {"error":{"message":"${code}"}} (auth/internal-error).`,
            ),
            {
              code: "auth/internal-error",
            },
          ),
        );
      },
    });
    renderAuth({}, blocked.load);
    await logIn(user, "pat@example.com", "right-password");
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/Firebase/)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem("songs.signedIn")).toBeNull();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/auth$/);
  });

  it("asks an enrolled admin for the authenticator code after a right password, without reporting a failure", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({});
    const needsCode = fakeAuth({
      signIn: async () => {
        throw new SignInError("mfa-required", SIGN_IN_FALLBACK_MESSAGES.mfaRequired);
      },
    });
    renderAuth({}, needsCode.load);
    await logIn(user, "admin@example.com", "right-password");
    expect(await screen.findByText(SIGN_IN_FALLBACK_MESSAGES.mfaRequired)).toBeInTheDocument();
    expect(await screen.findByLabelText("6-digit code")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Verify" })).toBeInTheDocument();
    expect(sentBody(fetchMock, "/api/account/login-failures")).toBeUndefined();
  });

  it("says so clearly when the log-in service cannot be reached", async () => {
    const user = userEvent.setup();
    renderAuth({}, () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    await logIn(user, "pat@example.com", "right-password");
    expect(await screen.findByText(/couldn't reach the log-in service/)).toBeInTheDocument();
  });

  it("sends an existing session on to where it came from, or the dashboard", async () => {
    localStorage.setItem("songs.signedIn", "1");
    renderAuth({ state: from("/test-order") }, fakeAuth({ user: customer }).load);
    await screen.findByRole("heading", { name: "Elsewhere" });
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/test-order$/);
  });

  it("sends an existing session without a return path to the dashboard", async () => {
    localStorage.setItem("songs.signedIn", "1");
    renderAuth({}, fakeAuth({ user: customer }).load);
    await screen.findByRole("heading", { name: "Elsewhere" });
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard$/);
  });
});

describe("/auth sign up", () => {
  async function openSignUp(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole("tab", { name: "Sign Up" }));
  }

  /** Opens Sign Up and sends it for Pat Lee, with a valid email and password. */
  async function signUpAsPat(user: ReturnType<typeof userEvent.setup>) {
    await openSignUp(user);
    await user.type(screen.getByLabelText("Full Name"), "Pat Lee");
    await user.type(screen.getByLabelText("Email"), "pat@example.com");
    await user.type(screen.getByLabelText("Password"), "a-long-password");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
  }

  it("creates the account on the server, says to check email and switches to Login", async () => {
    const user = userEvent.setup();
    let finish: ((response: Response) => void) | undefined;
    const fetchMock = stubApi({ "/api/account/signup": () => new Promise<Response>((resolve) => (finish = resolve)) });
    const auth = fakeAuth();
    renderAuth({}, auth.load);
    await openSignUp(user);
    await user.type(screen.getByLabelText("Full Name"), " Pat Lee ");
    await user.type(screen.getByLabelText("Email"), "pat@example.com");
    await user.type(screen.getByLabelText("Password"), "a-long-password");
    expect(screen.getByLabelText("Password")).toHaveAttribute("autocomplete", "new-password");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));

    expect(await screen.findByRole("button", { name: "Creating account..." })).toBeDisabled();
    await waitFor(() => expect(finish).toBeDefined());
    finish?.(jsonResponse(201, { uid: "u2" }));

    expect(await screen.findByText(MESSAGES.accountCreated)).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText("Email")).toHaveValue("pat@example.com");
    expect(sentBody(fetchMock, "/api/account/signup")).toEqual({
      fullName: "Pat Lee",
      email: "pat@example.com",
      password: "a-long-password",
    });
    expect(auth.load).not.toHaveBeenCalled();
  });

  it("says the account exists on a 409", async () => {
    const user = userEvent.setup();
    stubApi({
      "/api/account/signup": () =>
        jsonResponse(409, { error: { code: "account_exists", message: MESSAGES.accountExists } }),
    });
    renderAuth();
    await signUpAsPat(user);
    expect(await screen.findByText(MESSAGES.accountExists)).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  });

  it("shows the schema's messages under the fields and sends nothing", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({});
    renderAuth();
    await openSignUp(user);
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await expectFocusedWithError("Full Name", VALIDATION.signupNameRequired);
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(VALIDATION.invalidEmail);
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(VALIDATION.passwordTooShort);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's field messages under the fields", async () => {
    const user = userEvent.setup();
    stubApi({
      "/api/account/signup": () =>
        jsonResponse(400, {
          error: {
            code: "invalid_request",
            message: VALIDATION.invalidEmail,
            fields: { email: VALIDATION.invalidEmail },
          },
        }),
    });
    renderAuth();
    await signUpAsPat(user);
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(VALIDATION.invalidEmail));
  });
});

describe("/auth forgot password", () => {
  it("sends a reset link for the typed email and says to check the inbox", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ "/api/account/password-reset": {} });
    const auth = fakeAuth();
    renderAuth({}, auth.load);
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(screen.getByRole("heading", { name: "Reset Password" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "pat@example.com");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByText(MESSAGES.passwordResetSent)).toBeInTheDocument();
    expect(sentBody(fetchMock, "/api/account/password-reset")).toEqual({ email: "pat@example.com" });
    expect(screen.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    expect(auth.load).not.toHaveBeenCalled();
  });
});

describe("/auth password reset link", () => {
  const resetLink = { search: "?mode=resetPassword&oobCode=code-1" };

  it("refuses passwords that do not match", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({});
    renderAuth(resetLink);
    expect(screen.getByRole("heading", { name: "Set New Password" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("New Password"), "a-long-password");
    await user.type(screen.getByLabelText("Confirm Password"), "another-password");
    await user.click(screen.getByRole("button", { name: "Update Password" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Confirm Password")).toHaveAccessibleDescription(VALIDATION.passwordsDoNotMatch),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("updates the password, says so and returns to Login with the email filled in", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ "/api/account/password-reset/confirm": { email: "pat@example.com" } });
    renderAuth(resetLink);
    await user.type(screen.getByLabelText("New Password"), "a-long-password");
    await user.type(screen.getByLabelText("Confirm Password"), "a-long-password");
    await user.click(screen.getByRole("button", { name: "Update Password" }));
    expect(await screen.findByText(MESSAGES.passwordUpdated)).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText("Email")).toHaveValue("pat@example.com");
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/auth$/);
    expect(sentBody(fetchMock, "/api/account/password-reset/confirm")).toEqual({
      oobCode: "code-1",
      password: "a-long-password",
      confirmPassword: "a-long-password",
    });
  });

  it("says an expired link is invalid and offers to request a new one", async () => {
    const user = userEvent.setup();
    stubApi({
      "/api/account/password-reset/confirm": () =>
        jsonResponse(400, { error: { code: "invalid_link", message: MESSAGES.resetLinkInvalid } }),
    });
    renderAuth(resetLink);
    await user.type(screen.getByLabelText("New Password"), "a-long-password");
    await user.type(screen.getByLabelText("Confirm Password"), "a-long-password");
    await user.click(screen.getByRole("button", { name: "Update Password" }));
    expect(await screen.findByText(MESSAGES.resetLinkInvalid)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Request a New Link" }));
    expect(screen.getByRole("button", { name: "Send Reset Link" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/auth$/);
  });
});

describe("/auth email verification link", () => {
  it("verifies the email once, says so and offers Login with the email filled in", async () => {
    const fetchMock = stubApi({ "/api/account/verify-email": { email: "pat@example.com" } });
    renderAuth({ search: "?mode=verifyEmail&oobCode=code-2" });
    expect(await screen.findByText(MESSAGES.emailVerified)).toBeInTheDocument();
    const panel = await screen.findByRole("tabpanel", { name: "Login" });
    expect(within(panel).getByLabelText("Email")).toHaveValue("pat@example.com");
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/auth$/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentBody(fetchMock, "/api/account/verify-email")).toEqual({ oobCode: "code-2" });
  });

  it("says an invalid verification link is invalid", async () => {
    stubApi({
      "/api/account/verify-email": () =>
        jsonResponse(400, { error: { code: "invalid_link", message: MESSAGES.verificationLinkInvalid } }),
    });
    renderAuth({ search: "?mode=verifyEmail&oobCode=used" });
    expect(await screen.findByText(MESSAGES.verificationLinkInvalid)).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
  });
});
