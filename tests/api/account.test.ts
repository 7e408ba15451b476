import { randomUUID } from "node:crypto";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";
import { beforeAll, describe, expect, inject, it } from "vitest";
import {
  MESSAGES,
  VALIDATION,
  SIGN_IN_BLOCK_CODES,
  SIGNUPS_PER_EMAIL_PER_HOUR,
  SIGNUPS_PER_IP_PER_HOUR,
  type ApiErrorBody,
} from "@songs/domain";
import { SIGNUP_PER_IP } from "../../functions/src/account/accountRateLimits";
import { countRequest } from "../../functions/src/http/rateLimits";
import { stackAdminApp } from "../support/adminSession";
import { api, attemptSignIn } from "../support/api";
import { createTestUser } from "../support/users";

/** Accounts: sign-up, email verification and password reset against the running local stack. */

const octet = () => Math.floor(Math.random() * 254) + 1;
/** A fresh caller address per test, so per-IP rate limits never mix between tests or runs. */
const uniqueIp = () => `10.${octet()}.${octet()}.${octet()}`;
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 12)}@example.com`;

const post = <T = unknown>(path: string, body: unknown, ip = uniqueIp()) =>
  api<T>(`/api/account/${path}`, { method: "POST", body, headers: { "X-Forwarded-For": ip } });

let db: Firestore;
beforeAll(() => {
  db = getFirestore(stackAdminApp());
});

async function mailTo(email: string) {
  const snapshot = await db.collection("mail").where("to", "==", email).get();
  return snapshot.docs.map((doc) => doc.data() as { message: { subject: string; text: string }; createdAt: unknown });
}

/** The one-time code of the emailed link to our /auth page with this mode. */
function codeFromLink(text: string, mode: "verifyEmail" | "resetPassword"): string {
  const siteUrl = inject("baseUrl");
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${siteUrl}/auth?`));
  expect(line, `a link to ${siteUrl}/auth in:\n${text}`).toBeDefined();
  const link = new URL(line!);
  expect(link.searchParams.get("mode")).toBe(mode);
  const code = link.searchParams.get("oobCode");
  expect(code).toBeTruthy();
  return code!;
}

async function accountExists(email: string): Promise<boolean> {
  return getAuth(stackAdminApp())
    .getUserByEmail(email)
    .then(() => true)
    .catch(() => false);
}

describe("POST /api/account/signup", () => {
  const newAccount = () => ({ fullName: "Jordan Rivers", email: uniqueEmail("signup"), password: "a-long-password" });

  it("creates the unverified account, its profile and queues a verification email linking to /auth", async () => {
    const account = newAccount();
    const response = await post<{ uid: string }>("signup", account);
    expect(response.status).toBe(201);
    const { uid } = response.body;

    const user = await getAuth(stackAdminApp()).getUser(uid);
    expect(user).toMatchObject({ email: account.email, emailVerified: false, displayName: "Jordan Rivers" });

    const profile = (await db.collection("users").doc(uid).get()).data();
    expect(profile).toMatchObject({ email: account.email, fullName: "Jordan Rivers" });
    expect(profile?.createdAt).toBeInstanceOf(Timestamp);

    const mail = await mailTo(account.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.createdAt).toBeInstanceOf(Timestamp);
    codeFromLink(mail[0]!.message.text, "verifyEmail");
  });

  it("answers 409 with the spec's message for an email that already has an account", async () => {
    const account = newAccount();
    expect((await post("signup", account)).status).toBe(201);
    const again = await post<ApiErrorBody>("signup", {
      ...account,
      email: account.email.toUpperCase(),
      fullName: "Someone Else",
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "account_exists", message: MESSAGES.accountExists });
    expect(await mailTo(account.email)).toHaveLength(1);
  });

  it.each([
    ["password", { password: "short" }, VALIDATION.passwordTooShort],
    ["fullName", { fullName: "  " }, VALIDATION.signupNameRequired],
    ["fullName", { fullName: "N".repeat(101) }, VALIDATION.nameTooLong],
    ["email", { email: "not-an-email" }, VALIDATION.invalidEmail],
  ])("refuses an invalid %s with its message and creates nothing", async (field, change, message) => {
    const account = { ...newAccount(), ...change };
    const response = await post<ApiErrorBody>("signup", account);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("invalid_request");
    expect(response.body.error.fields?.[field]).toBe(message);
    if (field !== "email") {
      expect(await accountExists(account.email)).toBe(false);
      expect(await mailTo(account.email)).toEqual([]);
    }
  });

  it("refuses unknown fields and creates nothing", async () => {
    const account = { ...newAccount(), emailVerified: true };
    const response = await post<ApiErrorBody>("signup", account);
    expect(response.status).toBe(400);
    expect(await accountExists(account.email)).toBe(false);
  });

  it("allows a shared network's address 100 sign-ups an hour, then refuses the 101st and creates nothing", async () => {
    const ip = uniqueIp();
    // Not across the hour's end: the 99 earlier sign-ups and the last two must share one window.
    const windowLeftMs = SIGNUP_PER_IP.windowMs - (Date.now() % SIGNUP_PER_IP.windowMs);
    if (windowLeftMs < 60_000) await new Promise((resolve) => setTimeout(resolve, windowLeftMs + 1000));
    // 99 sign-ups from this address earlier in the hour, counted by the server's own counter.
    await Promise.all(
      Array.from({ length: SIGNUPS_PER_IP_PER_HOUR - 1 }, () => countRequest(db, SIGNUP_PER_IP, { ip })),
    );
    const hundredth = newAccount();
    expect((await post("signup", hundredth, ip)).status).toBe(201);
    expect(await accountExists(hundredth.email)).toBe(true);
    const account = newAccount();
    const refused = await post<ApiErrorBody>("signup", account, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: "rate_limited", message: MESSAGES.tooManySignupsFromNetwork });
    expect(await accountExists(account.email)).toBe(false);
    expect(await mailTo(account.email)).toEqual([]);
  }, 120_000);

  it("allows five sign-up attempts an hour per email, whichever addresses they come from", async () => {
    const account = newAccount();
    expect((await post("signup", account)).status).toBe(201);
    for (let i = 1; i < SIGNUPS_PER_EMAIL_PER_HOUR; i++) expect((await post("signup", account)).status).toBe(409);
    const refused = await post<ApiErrorBody>("signup", account);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: "rate_limited", message: MESSAGES.tooManySignupsForEmail });
    expect(await mailTo(account.email)).toHaveLength(1);
  });
});

describe("email verification", () => {
  it("keeps an unverified account from signing in until the emailed link's code is applied", async () => {
    const account = { fullName: "Sam Lee", email: uniqueEmail("verify"), password: "sam-password-1" };
    expect((await post("signup", account)).status).toBe(201);

    const refused = await attemptSignIn(account.email, account.password);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.message).toContain(SIGN_IN_BLOCK_CODES.unverified);

    const [mail] = await mailTo(account.email);
    const verified = await post("verify-email", { oobCode: codeFromLink(mail!.message.text, "verifyEmail") });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ email: account.email });
    expect((await attemptSignIn(account.email, account.password)).ok).toBe(true);
  });

  it("answers 400 invalid_link for a code that is unknown or already used", async () => {
    const unknown = await post<ApiErrorBody>("verify-email", { oobCode: "not-a-real-code" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ code: "invalid_link", message: MESSAGES.verificationLinkInvalid });

    const account = { fullName: "Sam Lee", email: uniqueEmail("verify-twice"), password: "sam-password-1" };
    await post("signup", account);
    const code = codeFromLink((await mailTo(account.email))[0]!.message.text, "verifyEmail");
    expect((await post("verify-email", { oobCode: code })).status).toBe(200);
    expect((await post<ApiErrorBody>("verify-email", { oobCode: code })).body.error.code).toBe("invalid_link");
  });
});

describe("password reset", () => {
  const resetMails = async (email: string) =>
    (await mailTo(email)).filter((mail) => mail.message.text.includes("mode=resetPassword"));

  it("queues a reset email for an existing account and answers the same for an unknown email", async () => {
    const user = await createTestUser({ label: "reset" });
    const known = await post("password-reset", { email: user.email });
    const unknownEmail = uniqueEmail("nobody");
    const unknown = await post("password-reset", { email: unknownEmail });

    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(await resetMails(user.email)).toHaveLength(1);
    expect(await mailTo(unknownEmail)).toEqual([]);
  });

  it("sets the new password from the emailed code, emails the owner about it and records the change", async () => {
    const user = await createTestUser({ label: "reset-confirm" });
    await post("password-reset", { email: user.email });
    const code = codeFromLink((await resetMails(user.email))[0]!.message.text, "resetPassword");

    const confirmed = await post("password-reset/confirm", {
      oobCode: code,
      password: "brand-new-pass",
      confirmPassword: "brand-new-pass",
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: user.email });

    expect((await attemptSignIn(user.email, user.password)).ok).toBe(false);
    expect((await attemptSignIn(user.email, "brand-new-pass")).ok).toBe(true);

    const notices = (await mailTo(user.email)).filter((mail) => mail.message.subject === "Your password was changed");
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message.text).toMatch(/UTC/);
    const events = await db
      .collection("securityEvents")
      .where("uid", "==", user.uid)
      .where("type", "==", "password_changed")
      .get();
    expect(events.size).toBe(1);
  });

  it("refuses a bad code with invalid_link and mismatched passwords with the spec's message", async () => {
    const bad = await post<ApiErrorBody>("password-reset/confirm", {
      oobCode: "not-a-real-code",
      password: "brand-new-pass",
      confirmPassword: "brand-new-pass",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "invalid_link", message: MESSAGES.resetLinkInvalid });

    const mismatch = await post<ApiErrorBody>("password-reset/confirm", {
      oobCode: "any-code",
      password: "brand-new-pass",
      confirmPassword: "other-pass-1",
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.fields?.confirmPassword).toBe(VALIDATION.passwordsDoNotMatch);
  });

  it("allows five reset emails an hour per email address", async () => {
    const user = await createTestUser({ label: "reset-limit" });
    for (let i = 0; i < 5; i++) expect((await post("password-reset", { email: user.email })).status).toBe(200);
    expect((await post("password-reset", { email: user.email })).status).toBe(429);
    expect(await resetMails(user.email)).toHaveLength(5);
  });
});

describe("POST /api/account/verification-email (Send the email again)", () => {
  const verificationMails = async (email: string) =>
    (await mailTo(email)).filter((mail) => mail.message.text.includes("mode=verifyEmail"));

  it("sends a new verification link to an account not verified yet, which verifies it", async () => {
    const account = { fullName: "Jordan Rivers", email: uniqueEmail("resend"), password: "a-long-password" };
    expect((await post("signup", account)).status).toBe(201);
    const again = await post("verification-email", { email: account.email.toUpperCase() });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({});
    const mails = await verificationMails(account.email);
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.message.text)).toEqual([
      expect.stringContaining("Hi Jordan Rivers,"),
      expect.stringContaining("Hi Jordan Rivers,"),
    ]);
    // The link of the email sent again works.
    const newest = mails.find((mail) => mail.message.text !== mails[0]!.message.text) ?? mails[1]!;
    const verified = await post("verify-email", { oobCode: codeFromLink(newest.message.text, "verifyEmail") });
    expect(verified.status).toBe(200);
    expect((await attemptSignIn(account.email, account.password)).ok).toBe(true);
  });

  it("answers the same and sends nothing for an unknown or already verified email", async () => {
    const verifiedUser = await createTestUser({ label: "resend-verified" });
    const unknownEmail = uniqueEmail("resend-nobody");
    const known = await post("verification-email", { email: verifiedUser.email });
    const unknown = await post("verification-email", { email: unknownEmail });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.body).toEqual(unknown.body);
    expect(await verificationMails(verifiedUser.email)).toEqual([]);
    expect(await mailTo(unknownEmail)).toEqual([]);
  });

  it("refuses a malformed email with its field message and sends nothing", async () => {
    const refused = await post<ApiErrorBody>("verification-email", { email: "not-an-email" });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.email).toBe(VALIDATION.invalidEmail);
  });

  it("sends at most three an hour to one address", async () => {
    const account = { fullName: "Kim Lake", email: uniqueEmail("resend-limit"), password: "a-long-password" };
    expect((await post("signup", account)).status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await post("verification-email", { email: account.email })).status).toBe(200);
    expect((await post("verification-email", { email: account.email })).status).toBe(429);
    expect(await verificationMails(account.email)).toHaveLength(4);
  });
});
