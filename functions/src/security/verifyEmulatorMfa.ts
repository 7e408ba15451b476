import { mfaCodeSchema, MESSAGES, MFA_INVALID_CODE, MFA_REFUSALS } from "@songs/domain";
import { handler } from "../http/handler";
import { HttpError } from "../http/errors";
import { adminMfaFactors, type AdminMfaRecord } from "./adminMfaFactors";
import { recordMfaEvent } from "./recordMfaEvent";
import { emulatorMfaKey, requireTwoFactorSession } from "./requireAdminSession";
import { judgeCode, totpFor, type AttemptVerdict } from "./totpAttempts";
import { decryptSecret } from "./totpSecretCipher";

type Purpose = "enrollment" | "challenge";

/**
 * `POST /api/admin/mfa/verify {code}` (emulator mode): checks the code against the authenticator
 * being set up (which becomes the verified one) or, at sign-in, against the verified one. A good
 * code answers an admin a custom token with the claim `mfa: "totp"`; the browser signs in with it,
 * so its ID token says the session passed the second factor. An artist's good code answers no token.
 */
export const verifyEmulatorMfa = handler(
  mfaCodeSchema.strict(),
  async ({ input, user: caller, auth, config, db, req }) => {
    const key = emulatorMfaKey(config);
    const { user, isMfaVerified, isAdmin } = await requireTwoFactorSession(caller, { auth, config }, req);
    const now = Date.now();

    const outcome = await adminMfaFactors(db).update(
      user.uid,
      (record): { result: { purpose: Purpose; verdict: AttemptVerdict } | null; next: AdminMfaRecord | null } => {
        // Setting up: the pending authenticator, unless a verified one exists that this session has not passed.
        const purpose: Purpose | null =
          record.pending && (!record.verified || isMfaVerified) ? "enrollment" : record.verified ? "challenge" : null;
        const factor = purpose === "enrollment" ? record.pending : record.verified;
        if (!purpose || !factor) return { result: null, next: null };
        const totp = totpFor(decryptSecret(key, factor.secret, user.uid), user.email ?? user.uid);
        const verdict = judgeCode(
          totp,
          input.code,
          { failures: record.failures, lockedUntil: record.lockedUntil, lastUsedStep: factor.lastUsedStep },
          now,
        );
        const checks = { failures: verdict.state.failures, lockedUntil: verdict.state.lockedUntil };
        const usedFactor = { secret: factor.secret, lastUsedStep: verdict.state.lastUsedStep };
        let next: AdminMfaRecord;
        if (verdict.kind === "accepted" && purpose === "enrollment")
          next = { ...record, ...checks, verified: usedFactor, pending: null };
        else if (purpose === "enrollment") next = { ...record, ...checks, pending: usedFactor };
        else next = { ...record, ...checks, verified: usedFactor };
        return { result: { purpose, verdict }, next: verdict.kind === "locked" ? null : next };
      },
    );

    if (!outcome) throw new HttpError(409, MFA_REFUSALS.notEnrolled.code, MFA_REFUSALS.notEnrolled.message);
    const { purpose, verdict } = outcome;
    if (verdict.kind === "accepted") {
      await recordMfaEvent(db, { type: purpose === "enrollment" ? "mfa_enrolled" : "mfa_verified" }, user, req, config);
      // An artist keeps their password session: the studio's gate wants a password sign-in.
      return { customToken: isAdmin ? await auth.createCustomToken(user.uid, { mfa: "totp" }) : null };
    }
    const isLocked = verdict.kind === "locked" || verdict.isNowLocked;
    const reason = isLocked ? "locked" : verdict.reason === "reused" ? "code_reused" : "invalid_code";
    await recordMfaEvent(db, { type: "mfa_failed", reason }, user, req, config);
    if (isLocked) {
      const retryAfterSeconds = Math.ceil(((verdict.state.lockedUntil ?? now) - now) / 1000);
      throw new HttpError(429, MFA_REFUSALS.locked.code, MFA_REFUSALS.locked.message, undefined, {
        "Retry-After": String(retryAfterSeconds),
      });
    }
    if (verdict.reason === "reused") {
      throw new HttpError(400, MFA_REFUSALS.codeReused.code, MFA_REFUSALS.codeReused.message, {
        code: MFA_REFUSALS.codeReused.message,
      });
    }
    throw new HttpError(400, MFA_INVALID_CODE, MESSAGES.mfaInvalidCode, { code: MESSAGES.mfaInvalidCode });
  },
  { auth: "required" },
);
