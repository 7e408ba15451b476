/**
 * Signing in on the site's own /auth page in Chromium, as a person does: Identity Platform's
 * reCAPTCHA, the site's CSP and the authorised domains all take part, which a sign-in from Node
 * would skip. The ID token is the one the app then sends with its API calls.
 */
import type { Browser, Page } from "playwright-core";
import { answerCodeChallenge, codeChallengeHeading, logIn } from "../site/signInPage";
import type { Credentials } from "./smokeOptions";

/** A phone's screen, the size the site is designed at. */
const PHONE = { width: 390, height: 844 };
/** How long a screen may take on a slow connection or a loaded machine. */
export const SCREEN_TIMEOUT_MS = 30_000;

/** A fresh browser profile (no cookies, storage or service worker of anyone else) with one tab. */
export async function openTab(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  page.setDefaultTimeout(SCREEN_TIMEOUT_MS);
  return page;
}

/**
 * The ID token of the next API call the page makes with one (the app's own calls carry it). Await
 * it only after what makes the call: a wait given up on meanwhile is not an unhandled failure.
 */
export function nextBearerToken(page: Page): Promise<string> {
  const token = page
    .waitForRequest(
      (request) =>
        new URL(request.url()).pathname.startsWith("/api/") &&
        (request.headers().authorization ?? "").startsWith("Bearer "),
      { timeout: SCREEN_TIMEOUT_MS },
    )
    .then((request) => request.headers().authorization!.slice("Bearer ".length));
  token.catch(() => undefined);
  return token;
}

/** The refusal a form of the account pages shows (a wrong password, a locked account, reCAPTCHA's verdict, an address taken). */
export async function formRefusal(page: Page, alerts = "form [role=alert]"): Promise<string> {
  const alert = page.locator(alerts).first();
  await alert.waitFor();
  return ((await alert.textContent()) ?? "").trim();
}

/**
 * Logs `account` in on the /auth form `page` shows. With `code`, answers the authenticator challenge
 * an admin is asked for at sign-in (Identity Platform's TOTP in production, the emulator adapter's
 * locally); an admin screen still asks for it if the session lost it (adminSignIn). Resolves once the app has left /auth, with whether the code was
 * asked for; throws the form's refusal.
 */
export async function logInOnAuthPage(
  page: Page,
  account: Credentials,
  code?: (periodsAhead?: number) => string,
): Promise<{ askedForCode: boolean }> {
  await logIn(page, account.email, account.password);
  const outcome = await Promise.race([
    page.waitForURL((url) => url.pathname !== "/auth").then(() => ({ kind: "signed-in" as const })),
    codeChallengeHeading(page)
      .waitFor()
      .then(() => ({ kind: "challenge" as const })),
    formRefusal(page).then((message) => ({ kind: "refused" as const, message })),
  ]);
  if (outcome.kind === "refused") throw new Error(`the sign-in of ${account.email} was refused: "${outcome.message}"`);
  if (outcome.kind === "challenge") {
    if (!code) throw new Error(`${account.email} has two-factor authentication: its code is needed`);
    await passCodeChallenge(page, code);
    await page.waitForURL((url) => url.pathname !== "/auth");
  }
  return { askedForCode: outcome.kind === "challenge" };
}

/**
 * Answers the authenticator challenge `page` shows with the current code; a code refused (one
 * already spent, as when the same period's code was just used) is followed by the next period's,
 * which Identity Platform and the emulator adapter both accept.
 */
export async function passCodeChallenge(page: Page, code: (periodsAhead?: number) => string): Promise<void> {
  const refused = await answerCodeChallenge(page, code());
  if (refused === null) return;
  const refusedAgain = await answerCodeChallenge(page, code(1));
  if (refusedAgain !== null) throw new Error(`the authenticator's code was refused: "${refusedAgain}"`);
}

/** Opens /auth in a fresh profile and logs `account` in; answers the tab and the session's ID token. */
export async function signInOnSite(
  browser: Browser,
  site: URL,
  account: Credentials,
): Promise<{ page: Page; idToken: string }> {
  const page = await openTab(browser);
  await page.goto(new URL("/auth", site).href);
  const idToken = nextBearerToken(page);
  await logInOnAuthPage(page, account);
  return { page, idToken: await idToken };
}
