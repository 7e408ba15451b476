import { getAuth } from "firebase-admin/auth";
import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { MESSAGES, type MfaEnrollment } from "@songs/domain";
import { stackAdminApp } from "./adminSession";
import { api, signIn } from "./api";
import { answerCodeChallenge, codeChallengeHeading, logIn } from "../../scripts/site/signInPage";
import { openBrowserTab, type BrowserSession, type Viewport } from "./browser";
import { createTestUser, type TestUser } from "./users";

export { codeChallengeHeading, logIn };

/**
 * Opens /auth, logs `user` in and waits for the screen the app sends them to: the dashboard, or
 * `landing` (an admin's first login goes to /mfa-setup).
 */
export async function logInFromAuthPage(
  page: Page,
  baseUrl: string,
  user: { email: string; password: string },
  landing = "/dashboard",
): Promise<void> {
  await page.goto(new URL("/auth", baseUrl).href);
  await logIn(page, user.email, user.password);
  await page.waitForURL(`${baseUrl}${landing}`);
}

/** A new browser tab (see openBrowserTab) in which `user` has logged in on /auth and left it for the app. */
export async function openSignedInTab(
  baseUrl: string,
  user: { email: string; password: string },
  options: { viewport?: Viewport } = {},
): Promise<{ browser: BrowserSession; page: Page }> {
  const tab = await openBrowserTab(options);
  await tab.page.goto(new URL("/auth", baseUrl).href);
  await logIn(tab.page, user.email, user.password);
  await tab.page.waitForURL((url) => url.pathname !== "/auth");
  return tab;
}

/** On /mfa-setup: reads the secret key, types the current 6-digit code and enables two-factor. */
export async function enableTwoFactor(page: Page): Promise<void> {
  await page.getByRole("heading", { name: "Set Up Two-Factor Authentication" }).waitFor();
  await page.getByRole("img", { name: /QR code/ }).waitFor();
  const secret = (await page.getByLabel("Secret key").textContent())!.replace(/\s+/g, "");
  const code = new TOTP({ secret, digits: 6, period: 30, algorithm: "SHA1" }).generate();
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Verify & Turn On" }).click();
  await page.getByText(MESSAGES.mfaEnabled).first().waitFor();
}

/** An admin who set up two-factor already, as after their first login, and their authenticator. */
export interface EnrolledAdmin extends TestUser {
  /** The authenticator's secret (base32), as the setup screen shows it. */
  secret: string;
  /** The authenticator app's code `steps` periods from now. */
  code(steps?: number): string;
}

/**
 * A new admin whose authenticator is already enrolled, through the same API calls /mfa-setup makes
 * (enrol, then verify a code): for suites about what admins do, not about the setup itself.
 */
export async function createEnrolledAdmin(label = "admin"): Promise<EnrolledAdmin> {
  const user = await createTestUser({ label });
  await getAuth(stackAdminApp()).setCustomUserClaims(user.uid, { admin: true });
  const token = await signIn(user.email, user.password);
  const enrolled = await api<MfaEnrollment>("/api/admin/mfa/enroll", { method: "POST", token, body: {} });
  if (enrolled.status !== 200) throw new Error(`Enrolling the admin's authenticator failed: ${enrolled.text}`);
  const authenticator = new TOTP({
    secret: Secret.fromBase32(enrolled.body.secret),
    digits: 6,
    period: 30,
    algorithm: "SHA1",
  });
  const code = (steps = 0) => authenticator.generate({ timestamp: Date.now() + steps * 30_000 });
  const verified = await api("/api/admin/mfa/verify", { method: "POST", token, body: { code: code() } });
  if (verified.status !== 200) throw new Error(`Verifying the admin's authenticator failed: ${verified.text}`);
  return { ...user, secret: enrolled.body.secret, code };
}

/** Where an admin lands after signing in (src/auth/homes.ts). */
export const ADMIN_HOME = "/admin/operations";

/**
 * Signs an enrolled admin in on /auth as they do every day: the password, then, still on /auth,
 * the authenticator's code (the next period's, which the server also accepts: the current one was
 * spent on the enrolment); they land on Operations. Ends on `adminPath`, past the code.
 */
export async function logInEnrolledAdmin(page: Page, admin: EnrolledAdmin, adminPath = "/admin/orders"): Promise<void> {
  await logIn(page, admin.email, admin.password);
  const refusal = await answerCodeChallenge(page, admin.code(1));
  if (refusal !== null) throw new Error(`The admin's code was refused: ${refusal}`);
  await page.waitForURL((url) => url.pathname === ADMIN_HOME);
  if (adminPath !== ADMIN_HOME) await page.goto(new URL(adminPath, page.url()).href);
}

/** A new browser tab (see openBrowserTab) in which the enrolled admin has signed in on /auth and opened `adminPath`. */
export async function openAdminTab(
  baseUrl: string,
  admin: EnrolledAdmin,
  adminPath: string,
  options: { viewport?: Viewport } = {},
): Promise<{ browser: BrowserSession; page: Page }> {
  const tab = await openBrowserTab(options);
  await tab.page.goto(new URL("/auth", baseUrl).href);
  await logInEnrolledAdmin(tab.page, admin, adminPath);
  return tab;
}
