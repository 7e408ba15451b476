/**
 * A new customer: the sign-up form on /auth with a fresh address, the verification link from the
 * email (the `mail` document, or pasted), opened in the same browser, then the first login.
 */
import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { MESSAGES } from "@songs/domain";
import type { SmokeContext } from "../smokeContext";
import { formRefusal, logInOnAuthPage, nextBearerToken, openTab } from "../siteSignIn";
import { ensure } from "../stepReport";
import { verificationLink } from "../verificationLink";

/** The name the smoke test's account, order and gift go by. */
export const SMOKE_NAME = "Sam Smoke";
/** The inbox of the local stack's smoke accounts (its emails go nowhere but the `mail` collection). */
const LOCAL_INBOX = "smoke@example.com";

/** A customer the smoke test signed in: their tab on the site and the ID token the app sends. */
export interface SignedInCustomer {
  email: string;
  page: Page;
  idToken: string;
}

/** A new address at `inbox`, plus-addressed so every run signs up afresh and the mail reaches the same inbox. */
export function freshAddress(inbox: string, purpose: string, now = new Date()): string {
  const [local = "", domain = ""] = inbox.toLowerCase().split("@");
  const stamp = now.toISOString().replace(/\D/g, "").slice(0, 14);
  return `${local.split("+")[0]}+${purpose}-${stamp}-${randomBytes(2).toString("hex")}@${domain}`;
}

/** The inbox the run's addresses are made from: --email, or the local stack's. */
export function smokeInbox(context: SmokeContext): string {
  const inbox = context.options.email ?? (context.isLocalStack ? LOCAL_INBOX : undefined);
  ensure(inbox, "--write against a deployed site needs --email <your inbox> for the new account");
  return inbox;
}

/** Waits for `message` on the page, or throws the refusal shown instead (in a form, or anywhere with `alerts`). */
async function expectNotice(page: Page, message: string, what: string, alerts?: string): Promise<void> {
  const outcome = await Promise.race([
    page
      .getByText(message)
      .first()
      .waitFor()
      .then(() => null),
    formRefusal(page, alerts),
  ]);
  if (outcome !== null) throw new Error(`${what} was refused: "${outcome}"`);
}

export async function signUp(context: SmokeContext): Promise<{ customer: SignedInCustomer; detail: string }> {
  ensure(context.config, `no sign-up without the site's configuration: ${context.configProblem}`);
  const email = freshAddress(smokeInbox(context), "smoke");
  const password = `smoke-${randomBytes(12).toString("base64url")}`;
  const source = context.options.verifyLinkFrom ?? (context.isLocalStack ? "mail" : "paste");
  const emulatorHost = context.isLocalStack ? context.options.firestoreEmulatorHost : undefined;
  ensure(
    source === "paste" || !context.isLocalStack || emulatorHost,
    "the local stack's mail is in its Firestore emulator: pass --firestore-emulator-host <host:port> (npm start prints it)",
  );

  const page = await openTab(await context.browser());
  await page.goto(new URL("/auth", context.site).href);
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Full Name").fill(SMOKE_NAME);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expectNotice(page, MESSAGES.accountCreated, "the sign-up");

  const link = await verificationLink(email, source, {
    projectId: context.options.project ?? context.config.firebase.projectId,
    ...(emulatorHost ? { emulatorHost } : {}),
  });
  await page.goto(link);
  await expectNotice(page, MESSAGES.emailVerified, "the verification link", "[role=alert]");
  const idToken = nextBearerToken(page);
  await logInOnAuthPage(page, { email, password });
  return {
    customer: { email, page, idToken: await idToken },
    detail: `${email} signed up on /auth, verified by the emailed link (${source === "mail" ? "read from its mail document" : "pasted"}) and logged in`,
  };
}
