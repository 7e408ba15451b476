import { z } from "zod";
import { forgotPasswordSchema, newPasswordSchema, signupSchema } from "./auth";
import { emailField } from "./text";

/** `POST /api/account/signup`: creates the account, its profile and queues the verification email. */
export const signupRequestSchema = signupSchema.strict();
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/**
 * `POST /api/account/verification-email`: sends the verification email again to an account not
 * verified yet (answers the same whether or not the account exists or is verified).
 */
export const verificationEmailRequestSchema = forgotPasswordSchema.strict();

/** `POST /api/account/password-reset`: queues a reset email (answers the same whether or not the account exists). */
export const passwordResetRequestSchema = forgotPasswordSchema.strict();

/** `POST /api/account/password-reset/confirm`: sets the new password from the emailed link's code. */
export const passwordResetConfirmSchema = z
  .strictObject({ oobCode: z.string().trim().min(1).max(2000), password: z.string(), confirmPassword: z.string() })
  .and(newPasswordSchema);
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** `POST /api/account/verify-email`: applies the emailed verification link's code. */
export const verifyEmailRequestSchema = z.strictObject({ oobCode: z.string().trim().min(1).max(2000) });

/** `POST /api/account/login-failures` (the spec's track-login): the client reports a failed sign-in. */
export const loginFailureRequestSchema = z.strictObject({
  email: emailField(),
  failureReason: z.string().trim().max(100).optional(),
});
export type LoginFailureRequest = z.infer<typeof loginFailureRequestSchema>;

/** What the sign-in form shows after a reported failure: a warning, or the lock message. */
export const loginFailureResponseSchema = z.object({
  failures: z.number().int(),
  locked: z.boolean(),
  warning: z.string().optional(),
  message: z.string().optional(),
});
export type LoginFailureResponse = z.infer<typeof loginFailureResponseSchema>;

/** Codes the `beforeUserSignedIn` blocking function refuses a sign-in with (inside its error message). */
export const SIGN_IN_BLOCK_CODES = { locked: "ACCOUNT_LOCKED", unverified: "EMAIL_NOT_VERIFIED" } as const;
