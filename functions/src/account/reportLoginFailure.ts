import {
  LOGIN_LOCK_FAILURES,
  LOGIN_WARNING_FAILURES,
  loginWarningMessage,
  MESSAGES,
  loginFailureRequestSchema,
  type LoginFailureResponse,
} from "@songs/domain";
import { clientIp } from "../http/clientIp";
import { handler } from "../http/handler";
import { enforceRateLimit } from "../http/rateLimits";
import { emailHasher, recordLoginFailure } from "../security";
import { LOGIN_FAILURES_PER_IP, TOO_MANY_REQUESTS } from "./accountRateLimits";

/**
 * POST /api/account/login-failures (the spec's track-login): the sign-in form reports a failed
 * attempt. Counted per email and IP pair (the email kept as its keyed hash): a warning from the 3rd
 * failure, a 15-minute lock of that pair at the 5th (which the beforeUserSignedIn blocking function
 * enforces). Rate-limited per IP.
 */
export const reportLoginFailure = handler(
  loginFailureRequestSchema,
  async ({ input, db, auth, config, req }): Promise<LoginFailureResponse> => {
    const ip = clientIp(req, config);
    await enforceRateLimit(db, LOGIN_FAILURES_PER_IP, { ip }, TOO_MANY_REQUESTS);
    // The account with that email, if any: the security dashboard shows it while it exists.
    const uid = await auth.getUserByEmail(input.email).then(
      (user) => user.uid,
      () => null,
    );
    const { failures, locked } = await recordLoginFailure(db, {
      emailHash: emailHasher(config.emailHashKey)(input.email),
      uid,
      ip,
      userAgent: req.get("user-agent") ?? null,
      ...(input.failureReason ? { failureReason: input.failureReason } : {}),
    });
    if (locked) return { failures, locked, message: MESSAGES.accountLocked };
    if (failures >= LOGIN_WARNING_FAILURES)
      return { failures, locked, warning: loginWarningMessage(LOGIN_LOCK_FAILURES - failures) };
    return { failures, locked };
  },
);
