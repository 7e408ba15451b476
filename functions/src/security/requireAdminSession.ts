import type { Request } from "express";
import { ADMIN_ACCESS_CODES, requireAdmin } from "../http/adminAccess";
import { requireArtist } from "../http/artistAccess";
import type { AuthUser } from "../http/authenticate";
import { bearerToken } from "../http/authenticate";
import { CUSTOMER_ACCESS_CODES } from "../http/customerAccess";
import type { Dependencies } from "../http/Dependencies";
import { HttpError, notFound } from "../http/errors";
import { sessionSignIn } from "../http/signInAccess";

/**
 * The gate of the two-factor endpoints themselves: every admin check of `requireAdmin` except the
 * second factor, which these endpoints exist to pass. Tells whether the session already passed it.
 */
export async function requireAdminSession(
  user: AuthUser | null,
  deps: Pick<Dependencies, "auth" | "config">,
  req: Request,
): Promise<{ user: AuthUser; isMfaVerified: boolean }> {
  try {
    return { user: await requireAdmin(user, deps, bearerToken(req)), isMfaVerified: true };
  } catch (error) {
    if (user && error instanceof HttpError && error.code === ADMIN_ACCESS_CODES.mfaRequired)
      return { user, isMfaVerified: false };
    throw error;
  }
}

/**
 * The gate of the two-factor set-up: an admin's password session as `requireAdminSession` lets through, or
 * an artist's (a password sign-in linked to an artist profile), to whom two-factor is offered but
 * not required. `isAdmin` says which: only an admin's session is upgraded after a passed code.
 */
export async function requireTwoFactorSession(
  user: AuthUser | null,
  deps: Pick<Dependencies, "auth" | "config">,
  req: Request,
): Promise<{ user: AuthUser; isMfaVerified: boolean; isAdmin: boolean }> {
  if (user && !user.isAdmin && user.artistId) {
    return {
      user: requireArtist(user, deps.config),
      isMfaVerified: sessionSignIn(user, deps.config).hasTotp,
      isAdmin: false,
    };
  }
  const session = await requireAdminSession(user, deps, req);
  // The emulator adapter's token stands for a password sign-in that passed TOTP: minted for no other session.
  if (!sessionSignIn(session.user, deps.config).isPasswordSignIn) {
    throw new HttpError(
      403,
      CUSTOMER_ACCESS_CODES.passwordSignInRequired,
      "Please log in with your email and password to continue.",
    );
  }
  return { ...session, isAdmin: true };
}

/**
 * The emulator adapter's key. The adapter exists only against the Auth emulator (configuration
 * sets the key nowhere else); in production these endpoints answer 404 and the native TOTP of
 * Firebase Auth is the only path.
 */
export function emulatorMfaKey(config: Dependencies["config"]): string {
  if (!config.isEmulator || !config.mfaEncryptionKey) {
    throw notFound("Two-factor authentication is set up through Firebase Auth on this site.");
  }
  return config.mfaEncryptionKey;
}
