import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import {
  LOGIN_LOCK_FAILURES,
  loginWarningMessage,
  MESSAGES,
  SIGN_IN_BLOCK_CODES,
  type LoginFailureResponse,
} from "@songs/domain";
import { stackAdminApp } from "../support/adminSession";
import { api, attemptSignIn } from "../support/api";
import { emailHashOf } from "../support/privacy";
import { createTestUser } from "../support/users";

/**
 * Login tracking and lockout per email and IP pair. The Auth emulator reports every sign-in to the
 * blocking function from 127.0.0.1 (whatever the client's address), and a request to the API
 * without X-Forwarded-For is from 127.0.0.1 too, as a browser on the local stack is; other IPs are
 * reported through X-Forwarded-For.
 */

const LOCAL_IP = "127.0.0.1";
const octet = () => Math.floor(Math.random() * 254) + 1;
const uniqueIp = () => `10.${octet()}.${octet()}.${octet()}`;

let db: Firestore;
beforeAll(() => {
  db = getFirestore(stackAdminApp());
});

/** Reports a failed sign-in of `email`; from the local address unless another IP is given. */
const reportFailure = (email: string, ip?: string) =>
  api<LoginFailureResponse>("/api/account/login-failures", {
    method: "POST",
    body: { email, failureReason: "auth/invalid-credential" },
    headers: ip ? { "X-Forwarded-For": ip } : {},
  });

async function reportFailures(email: string, count: number, ip?: string): Promise<LoginFailureResponse[]> {
  const answers: LoginFailureResponse[] = [];
  for (let i = 0; i < count; i++) {
    const response = await reportFailure(email, ip);
    expect(response.status).toBe(200);
    answers.push(response.body);
  }
  return answers;
}

/** The pair's events of `type`: found by the keyed hash of the email, which they keep instead of the email. */
const eventsOf = async (email: string, type: string) =>
  (
    await db.collection("securityEvents").where("emailHash", "==", emailHashOf(email)).where("type", "==", type).get()
  ).docs.map((doc) => doc.data());

describe("POST /api/account/login-failures", () => {
  it("warns at the 3rd and 4th failure and locks the pair at the 5th", async () => {
    const email = `Someone-${Date.now()}@Example.com`;
    const answers = await reportFailures(email, 6, uniqueIp());
    expect(answers.slice(0, 2)).toEqual([
      { failures: 1, locked: false },
      { failures: 2, locked: false },
    ]);
    expect(answers[2]).toEqual({ failures: 3, locked: false, warning: loginWarningMessage(2) });
    expect(answers[3]).toEqual({ failures: 4, locked: false, warning: loginWarningMessage(1) });
    expect(answers[4]).toEqual({ failures: 5, locked: true, message: MESSAGES.accountLocked });
    expect(answers[5]).toMatchObject({ locked: true, message: MESSAGES.accountLocked });

    expect(await eventsOf(email, "login_failed")).toHaveLength(6);
    expect(await eventsOf(email, "account_locked")).toHaveLength(1);
    // The records outlive any account: they name the email by its keyed hash, never in plain text.
    const stored = await db.collection("securityEvents").where("emailHash", "==", emailHashOf(email)).get();
    const pairs = await db.collection("loginPairs").where("emailHash", "==", emailHashOf(email)).get();
    expect(pairs.size).toBe(1);
    for (const doc of [...stored.docs, ...pairs.docs])
      expect(JSON.stringify(doc.data()).toLowerCase()).not.toContain(email.toLowerCase().split("@")[0]);
  });

  it("counts each email and IP pair on its own", async () => {
    const email = `pair-${Date.now()}@example.com`;
    await reportFailures(email, 4, uniqueIp());
    expect((await reportFailures(email, 1, uniqueIp()))[0]).toEqual({ failures: 1, locked: false });
    expect((await reportFailures(`other-${email}`, 1, uniqueIp()))[0]).toEqual({ failures: 1, locked: false });
  });

  it("locks once, with one account_locked event, when failures arrive at the same time", async () => {
    const email = `burst-${Date.now()}@example.com`;
    const ip = uniqueIp();
    const answers = await Promise.all(Array.from({ length: LOGIN_LOCK_FAILURES + 1 }, () => reportFailure(email, ip)));
    expect(answers.map((answer) => (answer.status === 200 ? 200 : `${answer.status} ${answer.text}`))).toEqual(
      answers.map(() => 200),
    );
    expect(answers.some((answer) => answer.body.locked)).toBe(true);
    expect((await reportFailure(email, ip)).body.locked).toBe(true);
    expect(await eventsOf(email, "account_locked")).toHaveLength(1);
  }, 120_000);

  it("refuses an invalid email with the spec's message", async () => {
    const response = await api<{ error: { fields?: Record<string, string> } }>("/api/account/login-failures", {
      method: "POST",
      body: { email: "nope" },
      headers: { "X-Forwarded-For": uniqueIp() },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields?.email).toBe("Invalid email address");
  });

  it("allows 30 reports per IP in 15 minutes, then answers 429", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 30; i++)
      expect((await reportFailure(`limit-${i}-${Date.now()}@example.com`, ip)).status).toBe(200);
    expect((await reportFailure(`limit-last-${Date.now()}@example.com`, ip)).status).toBe(429);
  });
});

describe("sign-in lockout in Firebase Auth", () => {
  it("refuses the right password from an IP with 5 failures, while another IP's lock does not", async () => {
    const user = await createTestUser({ label: "lockout" });

    // A lock from elsewhere leaves this device's sign-in alone.
    const elsewhere = await reportFailures(user.email, LOGIN_LOCK_FAILURES, uniqueIp());
    expect(elsewhere.at(-1)?.locked).toBe(true);
    expect((await attemptSignIn(user.email, user.password)).ok).toBe(true);

    // Five failures from this device lock it, even for the right password.
    const here = await reportFailures(user.email, LOGIN_LOCK_FAILURES);
    expect(here.at(-1)).toMatchObject({ locked: true, message: MESSAGES.accountLocked });
    const refused = await attemptSignIn(user.email, user.password);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.message).toContain(SIGN_IN_BLOCK_CODES.locked);

    const blocked = await eventsOf(user.email, "login_blocked");
    expect(blocked).toHaveLength(1);
    expect(blocked[0]).toMatchObject({ ip: LOCAL_IP, uid: user.uid });
    // A failure reported for an account's email names the account (the dashboard shows it while it exists).
    expect((await eventsOf(user.email, "login_failed"))[0]).toMatchObject({ uid: user.uid });
  });

  it("stops counting earlier failures after a successful sign-in", async () => {
    const user = await createTestUser({ label: "reset-count" });
    await reportFailures(user.email, 3);
    expect((await attemptSignIn(user.email, user.password)).ok).toBe(true);
    expect((await reportFailures(user.email, 1))[0]).toEqual({ failures: 1, locked: false });
  });

  it("records each sign-in and emails the user once about a new device", async () => {
    const user = await createTestUser({ label: "new-device" });
    expect((await attemptSignIn(user.email, user.password)).ok).toBe(true);
    expect((await attemptSignIn(user.email, user.password)).ok).toBe(true);

    const signIns = await eventsOf(user.email, "sign_in");
    expect(signIns).toHaveLength(2);
    expect(signIns[0]).toMatchObject({ uid: user.uid, ip: LOCAL_IP, userAgent: expect.any(String) });

    const mail = await db.collection("mail").where("to", "==", user.email).get();
    expect(mail.docs.map((doc) => doc.get("message.subject"))).toEqual(["New log-in to your account"]);
    expect(String(mail.docs[0]!.get("message.text"))).toContain(`IP address: ${LOCAL_IP}`);
  });
});
