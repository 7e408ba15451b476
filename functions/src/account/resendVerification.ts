import { verificationEmailRequestSchema } from "@songs/domain";
import { mailQueue } from "../adapters/mail/mailQueue";
import { clientIp } from "../http/clientIp";
import { handler } from "../http/handler";
import { enforceRateLimit } from "../http/rateLimits";
import { verificationMail } from "../notifications";
import { authPageLink } from "./authPageLink";
import { TOO_MANY_REQUESTS, VERIFICATION_EMAIL_PER_EMAIL, VERIFICATION_EMAIL_PER_IP } from "./accountRateLimits";

/**
 * POST /api/account/verification-email: "Send the email again" where the sign-in asks for a
 * verified email. Queues a new verification email when the account exists and is not verified yet,
 * and answers the same either way, so the form never tells whether an email has an account.
 */
export const resendVerification = handler(verificationEmailRequestSchema, async ({ input, db, auth, config, req }) => {
  const email = input.email.toLowerCase();
  await enforceRateLimit(db, VERIFICATION_EMAIL_PER_IP, { ip: clientIp(req, config) }, TOO_MANY_REQUESTS);
  await enforceRateLimit(db, VERIFICATION_EMAIL_PER_EMAIL, { email }, TOO_MANY_REQUESTS);
  const user = await auth.getUserByEmail(email).catch((error: unknown) => {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === "auth/user-not-found") return null;
    throw error;
  });
  if (!user || user.emailVerified) return {};
  const link = authPageLink(config.siteUrl, "verifyEmail", await auth.generateEmailVerificationLink(email));
  await mailQueue(db).send(verificationMail(email, user.displayName ?? "there", link), { about: { uid: user.uid } });
  return {};
});
