import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { MESSAGES, VALIDATION, type MfaEnrollment, type MfaStatus, type ApiErrorBody } from "@songs/domain";
import { DEMO_CUSTOMER } from "../../scripts/seed/users";
import { api, signIn } from "../support/api";
import { idTokenFromCustomToken, stackAdminApp } from "../support/adminSession";
import { emailHashOf } from "../support/privacy";
import { createTestUser, type TestUser } from "../support/users";

/**
 * Admin two-factor authentication through the emulator adapter, with codes computed from the
 * returned secret as an authenticator app would. Each test uses its own fresh admin, so the demo
 * admin still walks through /mfa-setup in the end-to-end suite.
 */

async function newAdmin(): Promise<TestUser & { passwordToken: () => Promise<string> }> {
  const user = await createTestUser({ label: "mfa-admin" });
  await getAuth(stackAdminApp()).setCustomUserClaims(user.uid, { admin: true });
  return { ...user, passwordToken: () => signIn(user.email, user.password) };
}

const authenticator = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });
/** The app's code `steps` periods from now. */
const codeOf = (secret: string, steps = 0) =>
  authenticator(secret).generate({ timestamp: Date.now() + steps * 30_000 });
/** A well-formed code that is none of the codes accepted now. */
const wrongCode = (secret: string) => {
  const accepted = new Set([-1, 0, 1].map((steps) => codeOf(secret, steps)));
  let code = 100_000;
  while (accepted.has(String(code))) code++;
  return String(code);
};

const status = (token: string) => api<MfaStatus>("/api/admin/mfa-status", { token });
const enroll = (token: string) =>
  api<MfaEnrollment & ApiErrorBody>("/api/admin/mfa/enroll", { method: "POST", token, body: {} });
const verify = (token: string, code: string) =>
  api<{ customToken: string } & ApiErrorBody>("/api/admin/mfa/verify", { method: "POST", token, body: { code } });

/** Verifies a code and signs in with the answered custom token: the new session's ID token. */
async function passCode(token: string, code: string): Promise<string> {
  const response = await verify(token, code);
  expect(response.status, response.text).toBe(200);
  return idTokenFromCustomToken(response.body.customToken);
}

describe("GET /api/admin/mfa-status", () => {
  it("refuses a signed-out caller", async () => {
    expect((await api("/api/admin/mfa-status")).status).toBe(401);
  });

  it("tells a customer they are not an admin, and refuses them an authenticator", async () => {
    const token = await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const response = await status(token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ isAdmin: false, mfaRequired: false, mfaEnabled: false, factors: 0 });
    expect((await enroll(token)).status).toBe(403);
    expect((await verify(token, "123456")).status).toBe(403);
  });
});

describe("admin TOTP set-up and challenge (emulator adapter)", () => {
  it("walks an admin from no authenticator to a verified session", async () => {
    const admin = await newAdmin();
    const passwordToken = await admin.passwordToken();
    expect((await status(passwordToken)).body).toEqual({
      isAdmin: true,
      mfaRequired: true,
      mfaEnabled: false,
      factors: 0,
      sessionVerified: false,
      mode: "emulator",
    });

    const enrollment = await enroll(passwordToken);
    expect(enrollment.status).toBe(200);
    const otpauth = new URL(enrollment.body.otpauthUrl);
    expect(otpauth.searchParams.get("issuer")).toBe("Songs From The Heart");
    expect(decodeURIComponent(otpauth.pathname)).toContain(admin.email);
    expect((await status(passwordToken)).body.mfaEnabled).toBe(false);

    const verifiedToken = await passCode(passwordToken, codeOf(enrollment.body.secret));
    expect((await status(verifiedToken)).body).toMatchObject({ mfaEnabled: true, factors: 1, sessionVerified: true });
    expect((await status(passwordToken)).body).toMatchObject({ mfaEnabled: true, factors: 1, sessionVerified: false });
  });

  it("makes a session every route takes as a password sign-in that passed TOTP: the customer routes and the admin's", async () => {
    const admin = await newAdmin();
    const passwordToken = await admin.passwordToken();
    const verifiedToken = await passCode(passwordToken, codeOf((await enroll(passwordToken)).body.secret));
    const [orders, adminOrders] = await Promise.all([
      api("/api/orders", { token: verifiedToken }),
      api("/api/admin/orders", { token: verifiedToken }),
    ]);
    expect(orders.status, orders.text).toBe(200);
    expect(adminOrders.status, adminOrders.text).toBe(200);
  });

  it("mints the two-factor session only for a password sign-in: a custom-token session gets no code checked", async () => {
    const admin = await newAdmin();
    const { secret } = (await enroll(await admin.passwordToken())).body;
    const customToken = await idTokenFromCustomToken(await getAuth(stackAdminApp()).createCustomToken(admin.uid));
    const refused = await verify(customToken, codeOf(secret));
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("password_sign_in_required");
    expect((await status(customToken)).body.sessionVerified).toBe(false);
  });

  it("keeps the secret encrypted at rest", async () => {
    const admin = await newAdmin();
    const enrollment = await enroll(await admin.passwordToken());
    const stored = await getFirestore(stackAdminApp()).collection("adminMfa").doc(admin.uid).get();
    expect(stored.exists).toBe(true);
    expect(JSON.stringify(stored.data())).not.toContain(enrollment.body.secret);
  });

  it("refuses a wrong code with the spec's message and a malformed one with the field message", async () => {
    const admin = await newAdmin();
    const token = await admin.passwordToken();
    const { secret } = (await enroll(token)).body;
    const wrong = await verify(token, wrongCode(secret));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: "invalid_code", message: MESSAGES.mfaInvalidCode });
    const malformed = await verify(token, "12ab56");
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields?.code).toBe(VALIDATION.mfaCodeInvalid);
    expect((await status(token)).body.mfaEnabled).toBe(false);
  });

  it("refuses a code a second time, then accepts the app's next code at sign-in", async () => {
    const admin = await newAdmin();
    const token = await admin.passwordToken();
    const { secret } = (await enroll(token)).body;
    const code = codeOf(secret);
    await passCode(token, code);

    const replay = await verify(await admin.passwordToken(), code);
    expect(replay.status).toBe(400);
    expect(replay.body.error.code).toBe("code_already_used");

    const challenged = await passCode(await admin.passwordToken(), codeOf(secret, 1));
    expect((await status(challenged)).body.sessionVerified).toBe(true);
  });

  it("blocks further codes, even the right one, after 5 wrong codes", async () => {
    const admin = await newAdmin();
    const token = await admin.passwordToken();
    const { secret } = (await enroll(token)).body;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await verify(token, wrongCode(secret))).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const blocked = await verify(token, codeOf(secret));
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatchObject({
      code: "mfa_locked",
      message: "Too many incorrect codes. Please wait 15 minutes and try again.",
    });
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await status(token)).body.mfaEnabled).toBe(false);
  });

  it("replaces a verified authenticator only from a session that passed it", async () => {
    const admin = await newAdmin();
    const first = (await enroll(await admin.passwordToken())).body.secret;
    const verifiedToken = await passCode(await admin.passwordToken(), codeOf(first));

    const fromPassword = await enroll(await admin.passwordToken());
    expect(fromPassword.status).toBe(403);
    expect(fromPassword.body.error.code).toBe("mfa_replace_forbidden");

    const replacement = await enroll(verifiedToken);
    expect(replacement.status).toBe(200);
    const second = replacement.body.secret;
    expect(second).not.toBe(first);
    await passCode(verifiedToken, codeOf(second));
    // The old app's codes no longer open a session; the new app's do.
    expect((await verify(await admin.passwordToken(), codeOf(first, 1))).status).toBe(400);
    await passCode(await admin.passwordToken(), codeOf(second, 1));
  });

  it("records enrolments, passed codes and failures as security events", async () => {
    const admin = await newAdmin();
    const token = await admin.passwordToken();
    const { secret } = (await enroll(token)).body;
    await verify(token, wrongCode(secret));
    await passCode(token, codeOf(secret));
    await passCode(await admin.passwordToken(), codeOf(secret, 1));
    const events = await getFirestore(stackAdminApp()).collection("securityEvents").where("uid", "==", admin.uid).get();
    const mfaEvents = events.docs.filter((doc) => String(doc.get("type")).startsWith("mfa_"));
    expect(mfaEvents.map((doc) => doc.get("type")).sort()).toEqual(["mfa_enrolled", "mfa_failed", "mfa_verified"]);
    // The email by its keyed hash, never in plain text (the events outlive the account).
    expect(
      mfaEvents.every((doc) => doc.get("emailHash") === emailHashOf(admin.email) && doc.get("createdAt") !== undefined),
    ).toBe(true);
    expect(mfaEvents.some((doc) => doc.get("email") !== undefined)).toBe(false);
  });
});
