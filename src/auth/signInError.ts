/** Why a sign-in was refused, as the sign-in screen needs to tell it apart. */
export type SignInErrorKind =
  | "invalid-credentials"
  | "locked"
  | "unverified"
  | "rate-limited"
  | "network"
  /** The password was right; an enrolled admin must now enter the authenticator's code. */
  | "mfa-required"
  | "other";

/** Readable texts for refusals the spec gives no words for. */
export const SIGN_IN_FALLBACK_MESSAGES = {
  rateLimited: "Too many log-in attempts. Please wait a few minutes and try again.",
  network: "We couldn't reach the log-in service. Check your connection and try again.",
  mfaRequired: "Enter the 6-digit code from your authenticator app to finish logging in.",
  other: "Log-in failed. Please try again.",
} as const;

/**
 * What `Session.signInWithEmail` rejects with: a kind to act on and a message fit to show as is.
 * Plain TypeScript, so the sign-in screen can tell refusals apart without loading the auth SDK.
 */
export class SignInError extends Error {
  readonly kind: SignInErrorKind;

  constructor(kind: SignInErrorKind, message: string) {
    super(message);
    this.name = "SignInError";
    this.kind = kind;
  }
}

export function isSignInError(error: unknown): error is SignInError {
  return error instanceof SignInError;
}
