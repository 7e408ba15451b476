import type { Auth } from "firebase-admin/auth";
import type { RuntimeConfig } from "../configTypes";
import type { AuthUser } from "./authenticate";
import { forbidden, HttpError, unauthorized } from "./errors";
import { sessionSignIn } from "./signInAccess";

/** Admin calls need a sign-in (the ID token's `auth_time`) younger than this. */
export const ADMIN_SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

/** Codes the web app reads to send an admin to set up, or to pass, two-factor authentication. */
export const ADMIN_ACCESS_CODES = {
  mfaRequired: "mfa_required",
  sessionTooOld: "session_too_old",
} as const;

/**
 * The gate of every admin endpoint: a signed-in admin whose token is not revoked, whose sign-in
 * is under 12 hours old and whose session passed TOTP (`sessionSignIn`). 401 signed out; 403 otherwise, with a code
 * the web app uses to ask for the code (or a fresh sign-in).
 */
export async function requireAdmin(
  user: AuthUser | null,
  deps: { auth: Auth; config: Pick<RuntimeConfig, "isEmulator"> },
  rawToken: string | undefined,
  now = Date.now(),
): Promise<AuthUser> {
  if (!user || !rawToken) throw unauthorized();
  if (!user.isAdmin) throw forbidden();
  try {
    await deps.auth.verifyIdToken(rawToken, true);
  } catch {
    throw unauthorized("Your session has expired. Please log in again.");
  }
  const authTime = Number(user.token.auth_time ?? 0);
  if (now / 1000 - authTime > ADMIN_SESSION_MAX_AGE_SECONDS) {
    throw new HttpError(403, ADMIN_ACCESS_CODES.sessionTooOld, "Please log in again to continue.");
  }
  if (!sessionSignIn(user, deps.config).hasTotp) {
    throw new HttpError(403, ADMIN_ACCESS_CODES.mfaRequired, "Enter your 6-digit authentication code to continue.");
  }
  return user;
}
