import { MESSAGES, VALIDATION, passwordResetConfirmSchema } from "@songs/domain";
import { mailQueue } from "../adapters/mail/mailQueue";
import { badRequest } from "../http/errors";
import { clientIp } from "../http/clientIp";
import { handler } from "../http/handler";
import { passwordChangedMail } from "../notifications";
import { emailHasher, securityEvents } from "../security";
import { identityToolkit, InvalidActionCodeError, WeakPasswordError } from "./identityToolkit";
import { invalidLink } from "./verifyEmail";

/** Sets the new password with the emailed link's code; answers the account's email. */
async function resetPassword(config: Parameters<typeof identityToolkit>[0], oobCode: string, password: string) {
  try {
    return await identityToolkit(config).resetPassword(oobCode, password);
  } catch (error) {
    if (error instanceof InvalidActionCodeError) throw invalidLink(MESSAGES.resetLinkInvalid);
    if (error instanceof WeakPasswordError)
      throw badRequest(VALIDATION.passwordTooShort, { password: VALIDATION.passwordTooShort });
    throw error;
  }
}

/**
 * POST /api/account/password-reset/confirm: sets the new password from the emailed link, signs the
 * account out everywhere (refresh tokens revoked), records a `password_changed` security event and
 * emails the owner about the change (the spec's send-security-notification for password_change).
 */
export const confirmPasswordReset = handler(passwordResetConfirmSchema, async ({ input, db, auth, config, req }) => {
  const { email } = await resetPassword(config, input.oobCode, input.password);
  const user = await auth.getUserByEmail(email);
  await Promise.all([
    auth.revokeRefreshTokens(user.uid),
    securityEvents(db).record({
      type: "password_changed",
      ip: clientIp(req, config),
      userAgent: req.get("user-agent") ?? null,
      emailHash: emailHasher(config.emailHashKey)(email),
      uid: user.uid,
    }),
    mailQueue(db).send(passwordChangedMail(email, new Date(), config.siteUrl), { uid: user.uid }),
  ]);
  return { email };
});
