import {
  getMultiFactorResolver,
  multiFactor,
  TotpMultiFactorGenerator,
  type Auth,
  type MultiFactorAssertion,
  type MultiFactorError,
  type MultiFactorResolver,
  type MultiFactorSession,
  type MultiFactorUser,
  type TotpSecret,
  type User,
} from "firebase/auth";
import { loadFirebaseAuth } from "../loadFirebaseAuth";
import { SIGN_IN_FALLBACK_MESSAGES } from "../signInError";
import { MESSAGES, MFA_ISSUER } from "@songs/domain";
import { MfaError, type MfaClient } from "./mfaClient";
import { qrCodeDataUrl } from "./qrCodeDataUrl";

/** The Firebase Auth calls the native adapter makes, exactly as documented; faked in its tests. */
export interface TotpSdk {
  multiFactor(user: User): Pick<MultiFactorUser, "getSession" | "enroll">;
  generateSecret(session: MultiFactorSession): Promise<TotpSecret>;
  assertionForEnrollment(secret: TotpSecret, oneTimePassword: string): MultiFactorAssertion;
  assertionForSignIn(enrollmentId: string, oneTimePassword: string): MultiFactorAssertion;
  getMultiFactorResolver(auth: Auth, error: MultiFactorError): MultiFactorResolver;
}

export const firebaseTotpSdk: TotpSdk = {
  multiFactor,
  generateSecret: (session) => TotpMultiFactorGenerator.generateSecret(session),
  assertionForEnrollment: (secret, code) => TotpMultiFactorGenerator.assertionForEnrollment(secret, code),
  assertionForSignIn: (enrollmentId, code) => TotpMultiFactorGenerator.assertionForSignIn(enrollmentId, code),
  getMultiFactorResolver,
};

/** The name the enrolled factor gets in Firebase Auth. */
export const FACTOR_DISPLAY_NAME = "Authenticator app";

/** The sign-in waiting for its TOTP code (Firebase refused the password alone with a resolver). */
let pendingSignIn: MultiFactorResolver | null = null;

/**
 * Call with a sign-in failure: when Firebase asks for the second factor
 * (`auth/multi-factor-auth-required`), keeps its resolver for `verifyChallenge` and returns true.
 */
export function captureTotpSignIn(auth: Auth, error: unknown, sdk: TotpSdk = firebaseTotpSdk): boolean {
  if ((error as { code?: unknown } | null)?.code !== "auth/multi-factor-auth-required") return false;
  pendingSignIn = sdk.getMultiFactorResolver(auth, error as MultiFactorError);
  return true;
}

/** Whether a password sign-in is waiting for its 6-digit code. */
export function hasPendingTotpSignIn(): boolean {
  return pendingSignIn !== null;
}

function toMfaError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "auth/invalid-verification-code") return new MfaError(MESSAGES.mfaInvalidCode);
  if (code === "auth/too-many-requests") return new MfaError(SIGN_IN_FALLBACK_MESSAGES.rateLimited);
  return error;
}

/**
 * Firebase Auth's native TOTP MFA (production). Enrol: session → secret → QR code URL → assertion
 * → enroll. Sign in: the resolver Firebase gave with `auth/multi-factor-auth-required` → assertion
 * for the TOTP hint → resolveSignIn. The server then sees `sign_in_second_factor: "totp"`.
 */
export function createNativeTotpClient(
  options: { auth?: Promise<Pick<Auth, "currentUser">>; sdk?: TotpSdk } = {},
): MfaClient {
  const sdk = options.sdk ?? firebaseTotpSdk;
  const authReady = options.auth ?? loadFirebaseAuth();
  let secret: TotpSecret | null = null;

  const currentUser = async (): Promise<User> => {
    const user = (await authReady).currentUser;
    if (!user) throw new MfaError(MESSAGES.mfaSetupFailed);
    return user;
  };

  return {
    startEnrollment: async () => {
      const user = await currentUser();
      const session = await sdk.multiFactor(user).getSession();
      secret = await sdk.generateSecret(session);
      const url = secret.generateQrCodeUrl(user.email ?? user.uid, MFA_ISSUER);
      return { secret: secret.secretKey, qrCodeDataUrl: await qrCodeDataUrl(url) };
    },
    verifyEnrollment: async (code) => {
      if (!secret) throw new MfaError(MESSAGES.mfaSetupFailed);
      const user = await currentUser();
      try {
        await sdk.multiFactor(user).enroll(sdk.assertionForEnrollment(secret, code), FACTOR_DISPLAY_NAME);
      } catch (error) {
        throw toMfaError(error);
      }
      await user.getIdToken(true);
    },
    verifyChallenge: async (code) => {
      const resolver = pendingSignIn;
      const hint = resolver?.hints.find((factor) => factor.factorId === TotpMultiFactorGenerator.FACTOR_ID);
      if (!resolver || !hint) throw new MfaError(NATIVE_CHALLENGE_EXPIRED);
      try {
        await resolver.resolveSignIn(sdk.assertionForSignIn(hint.uid, code));
      } catch (error) {
        throw toMfaError(error);
      }
      pendingSignIn = null;
    },
  };
}

/** Natively the code is asked for during sign-in; a session that skipped it must sign in again. */
export const NATIVE_CHALLENGE_EXPIRED = "Please log in again and enter the code from your authenticator app.";
