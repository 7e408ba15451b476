import type { RuntimeConfig } from "../configTypes";
import type { AuthUser } from "./authenticate";
import { HttpError } from "./errors";
import { sessionSignIn } from "./signInAccess";

/** 403 codes of the customer routes, for callers whose token is valid but not a customer's. */
export const CUSTOMER_ACCESS_CODES = {
  passwordSignInRequired: "password_sign_in_required",
  emailNotVerified: "email_not_verified",
} as const;

/**
 * The gate of the customer routes: a password sign-in (with or without a passed second factor, see
 * `sessionSignIn`) of an account with a verified email. Tokens of anonymous or custom-token
 * sign-ins (no email, no password) are refused, whatever their uid.
 */
export function requireCustomer(user: AuthUser, config: Pick<RuntimeConfig, "isEmulator">): AuthUser {
  if (!sessionSignIn(user, config).isPasswordSignIn) {
    throw new HttpError(
      403,
      CUSTOMER_ACCESS_CODES.passwordSignInRequired,
      "Please log in with your email and password to continue.",
    );
  }
  if (!user.email || !user.emailVerified) {
    throw new HttpError(403, CUSTOMER_ACCESS_CODES.emailNotVerified, "Please verify your email address to continue.");
  }
  return user;
}
