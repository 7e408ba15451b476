import { z } from "zod";
import { apiSend } from "../api/client";
import {
  loginFailureResponseSchema,
  type LoginFailureResponse,
  type PasswordResetConfirm,
  type SignupRequest,
} from "@songs/domain";

/** The account endpoints of `/api/account` the sign-in screen uses (none needs the auth SDK). */

const uidSchema = z.object({ uid: z.string() });
const emailSchema = z.object({ email: z.string() });
const emptySchema = z.object({});

/** Creates the account, its profile and the verification email on the server. */
export function signUp(request: SignupRequest): Promise<{ uid: string }> {
  return apiSend("POST", "/api/account/signup", request, uidSchema);
}

/** Sends the verification email again to an account not verified yet; the same answer for any email. */
export async function requestVerificationEmail(email: string): Promise<void> {
  await apiSend("POST", "/api/account/verification-email", { email }, emptySchema);
}

/** Queues a reset email; the answer is the same whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiSend("POST", "/api/account/password-reset", { email }, emptySchema);
}

/** Sets the new password from the emailed link's code; answers the account's email. */
export function confirmPasswordReset(request: PasswordResetConfirm): Promise<{ email: string }> {
  return apiSend("POST", "/api/account/password-reset/confirm", request, emailSchema);
}

/** Applies the emailed verification link's code; answers the verified email. */
export function verifyEmail(oobCode: string): Promise<{ email: string }> {
  return apiSend("POST", "/api/account/verify-email", { oobCode }, emailSchema);
}

/** Reports a failed sign-in (the spec's track-login); the answer may warn or say the pair is locked. */
export function reportLoginFailure(email: string): Promise<LoginFailureResponse> {
  return apiSend(
    "POST",
    "/api/account/login-failures",
    { email, failureReason: "invalid-credentials" },
    loginFailureResponseSchema,
  );
}

/** The code the account endpoints answer an invalid or expired emailed link with. */
export const INVALID_LINK_CODE = "invalid_link";
