import { apiSend } from "../../api/client";
import { mfaEnrollmentSchema, mfaVerificationSchema, type MfaEnrollment } from "@songs/domain";

/** The emulator's two-factor calls (docs/architecture.md, decision 6): the server keeps the TOTP secret. */

/** `POST /api/admin/mfa/enroll`: a new secret and its otpauth URL. */
export function enrollEmulatorTotp(): Promise<MfaEnrollment> {
  return apiSend("POST", "/api/admin/mfa/enroll", {}, mfaEnrollmentSchema);
}

/** `POST /api/admin/mfa/verify`: checks the code; answers the custom token of a session that passed it. */
export function verifyEmulatorTotp(code: string): Promise<{ customToken: string | null }> {
  return apiSend("POST", "/api/admin/mfa/verify", { code }, mfaVerificationSchema);
}
