import type { RuntimeConfig } from "../configTypes";
import type { AuthUser } from "./authenticate";

/** How a session signed in, as every gate reads it: the first factor, and the second if it passed one. */
export interface SessionSignIn {
  /** An email and password sign-in (the only first factor the site offers). */
  isPasswordSignIn: boolean;
  /** The session passed the TOTP second factor. */
  hasTotp: boolean;
}

/**
 * The one reading of a session's sign-in that the customer, artist, admin and two-factor gates
 * share. In production it is Firebase Auth's own claims: a TOTP sign-in keeps the `password`
 * provider and adds `sign_in_second_factor: "totp"`. The Auth emulator has no TOTP, so its adapter
 * (security/verifyEmulatorMfa.ts) answers a passed code with a custom token carrying `mfa: "totp"`,
 * minted only for a password session: against the emulator that session counts as production's
 * password-and-TOTP sign-in. Outside the emulator the claim counts for nothing, and the session is
 * the custom-token sign-in it is, which no gate lets through (fail closed).
 */
export function sessionSignIn(user: AuthUser, config: Pick<RuntimeConfig, "isEmulator">): SessionSignIn {
  const firebase = user.token.firebase as { sign_in_provider?: unknown; sign_in_second_factor?: unknown } | undefined;
  if (config.isEmulator && firebase?.sign_in_provider === "custom" && user.token.mfa === "totp") {
    return { isPasswordSignIn: true, hasTotp: true };
  }
  const isPasswordSignIn = firebase?.sign_in_provider === "password";
  return { isPasswordSignIn, hasTotp: isPasswordSignIn && firebase?.sign_in_second_factor === "totp" };
}
