import type { UserRecord } from "firebase-admin/auth";
import { MESSAGES, VALIDATION, signupRequestSchema } from "@songs/domain";
import { mailQueue } from "../adapters/mail/mailQueue";
import { badRequest, HttpError } from "../http/errors";
import { clientIp } from "../http/clientIp";
import { handler } from "../http/handler";
import { enforceRateLimit } from "../http/rateLimits";
import { verificationMail } from "../notifications";
import { authPageLink } from "./authPageLink";
import { SIGNUP_PER_EMAIL, SIGNUP_PER_IP } from "./accountRateLimits";
import { users } from "./users";

/** Firebase Auth's refusals of a new account, as the sign-up form shows them. */
function refusal(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "auth/email-already-exists") {
    return new HttpError(409, "account_exists", MESSAGES.accountExists, { email: MESSAGES.accountExists });
  }
  if (code === "auth/invalid-password")
    return badRequest(VALIDATION.passwordTooShort, { password: VALIDATION.passwordTooShort });
  if (code === "auth/invalid-email") return badRequest(VALIDATION.invalidEmail, { email: VALIDATION.invalidEmail });
  return error;
}

/**
 * POST /api/account/signup: creates the unverified account, its profile `users/{uid}` and queues
 * the verification email linking to our /auth page. Rate-limited per email (strictly) and per IP
 * (loosely: many people share one address). When the profile or the
 * email cannot be written, the account is deleted again so the person can simply retry.
 */
export const createAccount = handler(signupRequestSchema, async ({ input, db, auth, config, req, res }) => {
  const email = input.email.toLowerCase();
  await enforceRateLimit(db, SIGNUP_PER_EMAIL, { email }, MESSAGES.tooManySignupsForEmail);
  await enforceRateLimit(db, SIGNUP_PER_IP, { ip: clientIp(req, config) }, MESSAGES.tooManySignupsFromNetwork);
  let user: UserRecord;
  try {
    user = await auth.createUser({
      email,
      password: input.password,
      displayName: input.fullName,
      emailVerified: false,
    });
  } catch (error) {
    throw refusal(error);
  }
  try {
    const link = authPageLink(config.siteUrl, "verifyEmail", await auth.generateEmailVerificationLink(email));
    const batch = db.batch();
    users(db).createProfile(batch, user.uid, { email, fullName: input.fullName });
    mailQueue(db).add(batch, verificationMail(email, input.fullName, link), { about: { uid: user.uid } });
    await batch.commit();
  } catch (error) {
    await auth.deleteUser(user.uid);
    throw error;
  }
  res.status(201);
  return { uid: user.uid };
});
