import type { Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/identity";
import { failureFields, requestLog } from "../http/requestLog";
import { SIGN_IN_BLOCK_CODES } from "@songs/domain";
import { mailQueue } from "../adapters/mail/mailQueue";
import { newSignInMail } from "../notifications";
import { activeLockOf, recordSuccessfulSignIn, rememberDevice, securityEvents, type EmailHasher } from "../security";

export interface SignInAttempt {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** Normalised with `normaliseIp`, like the login-failures endpoint's. */
  ip: string;
  userAgent: string | null;
}

/**
 * The rule of a sign-in inside Firebase Auth: a locked (email, IP) pair is refused even with the
 * right password, an unverified email is refused, anything else is recorded and allowed. The
 * refusal's message is the code the web client matches (SIGN_IN_BLOCK_CODES).
 */
export async function checkSignIn(
  db: Firestore,
  attempt: SignInAttempt,
  siteUrl: string,
  hashEmail: EmailHasher,
): Promise<void> {
  const email = attempt.email?.toLowerCase() ?? null;
  const pair = email ? { emailHash: hashEmail(email), ip: attempt.ip } : null;
  const event = { ip: attempt.ip, userAgent: attempt.userAgent, emailHash: pair?.emailHash ?? null, uid: attempt.uid };
  // Fails closed: when the lock cannot be read, the sign-in is refused with an internal error.
  if (pair && (await activeLockOf(db, pair))) {
    await securityEvents(db).record({ type: "login_blocked", ...event });
    throw new HttpsError("permission-denied", SIGN_IN_BLOCK_CODES.locked);
  }
  if (email && !attempt.emailVerified) throw new HttpsError("permission-denied", SIGN_IN_BLOCK_CODES.unverified);

  // The records never stand in the way of an allowed sign-in.
  await Promise.all([
    securityEvents(db).record({ type: "sign_in", ...event }),
    pair ? recordSuccessfulSignIn(db, pair) : undefined,
    email ? notifyNewDevice(db, { ...attempt, email }, siteUrl) : undefined,
  ]).catch((error: unknown) =>
    requestLog.error("Recording a sign-in failed", { userId: attempt.uid, ...failureFields(error) }),
  );
}

/** Queues the new-sign-in email the first time the user signs in from this IP and browser, in the batch that remembers it. */
async function notifyNewDevice(
  db: Firestore,
  attempt: SignInAttempt & { email: string },
  siteUrl: string,
): Promise<void> {
  const device = { ip: attempt.ip, userAgent: attempt.userAgent };
  const mail = newSignInMail(attempt.email, new Date(), device, siteUrl);
  await rememberDevice(db, attempt.uid, device, (batch, id) =>
    mailQueue(db).add(batch, mail, { id: `new_sign_in_${id}`, about: { uid: attempt.uid } }),
  );
}
