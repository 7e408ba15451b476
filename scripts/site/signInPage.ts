/**
 * The site's sign-in screens as a person uses them in the browser, shared by the end-to-end suites
 * (tests/support/browserSignIn.ts) and the smoke test of a deployed site (scripts/smoke).
 */
import type { Page } from "playwright-core";

/**
 * Fills and sends the login form of /auth (the page must show it, or be about to). The labels are
 * matched exactly: on a busy machine the builder's review step can still be on screen after the
 * move to /auth, and its "Email the song to ..." checkbox would be taken for the email field.
 */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

/** The heading of the screen that asks an admin for the authenticator's code (at sign-in, or before an admin screen). */
export const codeChallengeHeading = (page: Page) =>
  page.getByRole("heading", { name: "Enter your authentication code" });

/**
 * On the code challenge: types `code` and sends it. Answers null once the challenge has gone (the
 * code was accepted), or the refusal the form shows under the field.
 */
export async function answerCodeChallenge(page: Page, code: string): Promise<string | null> {
  const challenge = codeChallengeHeading(page);
  await challenge.waitFor();
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  const refusal = page.locator("form [role=alert]").first();
  const outcome = await Promise.race([
    challenge.waitFor({ state: "detached" }).then(() => "passed" as const),
    refusal.waitFor().then(() => "refused" as const),
  ]);
  return outcome === "passed" ? null : ((await refusal.textContent()) ?? "").trim();
}
