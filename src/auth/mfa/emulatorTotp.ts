import { signInWithCustomToken } from "firebase/auth";
import { isRefusal } from "../../api/ApiError";
import { loadFirebaseAuth } from "../loadFirebaseAuth";
import { MESSAGES } from "@songs/domain";
import { enrollEmulatorTotp, verifyEmulatorTotp } from "./emulatorMfaApi";
import { MfaError, type MfaClient } from "./mfaClient";
import { qrCodeDataUrl } from "./qrCodeDataUrl";

export interface EmulatorTotpDependencies {
  enroll(): Promise<{ secret: string; otpauthUrl: string }>;
  /** Answers the custom token of a session that passed the code (null for an artist, who keeps the session). */
  verify(code: string): Promise<{ customToken: string | null }>;
  /** Signs this browser in with the custom token and refreshes the ID token. */
  signInWithToken(customToken: string): Promise<void>;
  toQrCode(otpauthUrl: string): Promise<string>;
}

const defaults: EmulatorTotpDependencies = {
  enroll: enrollEmulatorTotp,
  verify: verifyEmulatorTotp,
  signInWithToken: async (customToken) => {
    const { user } = await signInWithCustomToken(await loadFirebaseAuth(), customToken);
    // The session layer reads the claims from the refreshed token: `mfa: "totp"` is now on it.
    await user.getIdToken(true);
  },
  toQrCode: qrCodeDataUrl,
};

/**
 * The emulator adapter (the Auth emulator has no TOTP): the server keeps the secret and, for a
 * good code, answers a custom token carrying `mfa: "totp"`, which the server honours only there.
 */
export function createEmulatorTotpClient(deps: EmulatorTotpDependencies = defaults): MfaClient {
  const verify = async (code: string) => {
    let customToken: string | null;
    try {
      ({ customToken } = await deps.verify(code));
    } catch (error) {
      if (isRefusal(error)) throw new MfaError(error.message || MESSAGES.mfaInvalidCode);
      throw error;
    }
    if (customToken) await deps.signInWithToken(customToken);
  };
  return {
    startEnrollment: async () => {
      const { secret, otpauthUrl } = await deps.enroll();
      return { secret, qrCodeDataUrl: await deps.toQrCode(otpauthUrl) };
    },
    verifyEnrollment: verify,
    verifyChallenge: verify,
  };
}
