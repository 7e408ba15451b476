import { MFA_REFUSALS, type MfaEnrollment } from "@songs/domain";
import { handler } from "../http/handler";
import { HttpError } from "../http/errors";
import { z } from "zod";
import { adminMfaFactors } from "./adminMfaFactors";
import { recordMfaEvent } from "./recordMfaEvent";
import { emulatorMfaKey, requireTwoFactorSession } from "./requireAdminSession";
import { encryptSecret } from "./totpSecretCipher";
import { newTotpSecret, totpFor } from "./totpAttempts";

/**
 * `POST /api/admin/mfa/enroll` (emulator mode): a new TOTP secret for the admin (or the artist), kept encrypted as
 * a pending authenticator until a code from it is verified. A verified authenticator is replaced
 * only from a session that passed it, so a stolen password cannot enrol the thief's app.
 */
export const enrollEmulatorMfa = handler(
  z.strictObject({}),
  async ({ user: caller, auth, config, db, req }): Promise<MfaEnrollment> => {
    const key = emulatorMfaKey(config);
    const { user, isMfaVerified } = await requireTwoFactorSession(caller, { auth, config }, req);
    const secret = newTotpSecret();
    const isStarted = await adminMfaFactors(db).update(user.uid, (record) => {
      if (record.verified && !isMfaVerified) return { result: false, next: null };
      return {
        result: true,
        next: { ...record, pending: { secret: encryptSecret(key, secret, user.uid), lastUsedStep: null } },
      };
    });
    if (!isStarted) {
      await recordMfaEvent(db, { type: "mfa_failed", reason: "replace_refused" }, user, req, config);
      throw new HttpError(403, MFA_REFUSALS.replaceForbidden.code, MFA_REFUSALS.replaceForbidden.message);
    }
    return { secret, otpauthUrl: totpFor(secret, user.email ?? user.uid).toString() };
  },
  { auth: "required" },
);
