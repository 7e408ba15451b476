import { passwordResetRequestSchema } from "@songs/domain";
import { mailQueue } from "../adapters/mail/mailQueue";
import { clientIp } from "../http/clientIp";
import { handler } from "../http/handler";
import { enforceRateLimit } from "../http/rateLimits";
import { passwordResetMail } from "../notifications";
import { authPageLink } from "./authPageLink";
import { PASSWORD_RESET_PER_EMAIL, PASSWORD_RESET_PER_IP, TOO_MANY_REQUESTS } from "./accountRateLimits";

/** Firebase Auth's answer for an email without an account (the emulator says email-not-found). */
function isUnknownAccount(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "auth/user-not-found" || code === "auth/email-not-found";
}

/**
 * POST /api/account/password-reset: queues the reset email when the account exists, and answers
 * the same either way, so the form never tells whether an email has an account.
 */
export const requestPasswordReset = handler(passwordResetRequestSchema, async ({ input, db, auth, config, req }) => {
  const email = input.email.toLowerCase();
  await enforceRateLimit(db, PASSWORD_RESET_PER_IP, { ip: clientIp(req, config) }, TOO_MANY_REQUESTS);
  await enforceRateLimit(db, PASSWORD_RESET_PER_EMAIL, { email }, TOO_MANY_REQUESTS);
  let firebaseLink: string;
  try {
    firebaseLink = await auth.generatePasswordResetLink(email);
  } catch (error) {
    if (isUnknownAccount(error)) return {};
    throw error;
  }
  const link = authPageLink(config.siteUrl, "resetPassword", firebaseLink);
  await mailQueue(db).send(passwordResetMail(email, link));
  return {};
});
