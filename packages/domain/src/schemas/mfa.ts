import { z } from "zod";

/**
 * Admin two-factor authentication (TOTP). "native" is Firebase Auth's own TOTP MFA (production);
 * "emulator" is the server-kept secret used against the Auth emulator, which lacks TOTP.
 */
export const MFA_MODES = ["native", "emulator"] as const;
export type MfaMode = (typeof MFA_MODES)[number];

/** `GET /api/admin/mfa-status` (the spec's check-admin-mfa). */
export const mfaStatusSchema = z.object({
  isAdmin: z.boolean(),
  /** True for admins: they must pass a TOTP code before any admin screen. */
  mfaRequired: z.boolean(),
  /** A verified authenticator is enrolled. */
  mfaEnabled: z.boolean(),
  factors: z.number().int().min(0),
  /** The current session passed the 6-digit code. */
  sessionVerified: z.boolean(),
  mode: z.enum(MFA_MODES),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** `POST /api/admin/mfa/enroll` (emulator mode): the new authenticator's secret, pending until a code proves it. */
export const mfaEnrollmentSchema = z.object({
  secret: z.string().min(1),
  otpauthUrl: z.string().startsWith("otpauth://"),
});
export type MfaEnrollment = z.infer<typeof mfaEnrollmentSchema>;

/**
 * `POST /api/admin/mfa/verify` (emulator mode): for an admin, a custom token whose session carries
 * `mfa: "totp"`; null for an artist, whose password session stays (two-factor is optional for them).
 */
export const mfaVerificationSchema = z.object({ customToken: z.string().min(1).nullable() });

/** The name authenticator apps show for the marketplace's accounts. */
export const MFA_ISSUER = "Songs From The Heart";

/** Refusals of the code checks, with the codes the web app tells apart. */
export const MFA_REFUSALS = {
  codeReused: {
    code: "code_already_used",
    message: "This code was already used. Wait for the next code from your app.",
  },
  locked: { code: "mfa_locked", message: "Too many incorrect codes. Please wait 15 minutes and try again." },
  replaceForbidden: {
    code: "mfa_replace_forbidden",
    message: "Enter a code from your current authenticator before setting up a new one.",
  },
  notEnrolled: { code: "mfa_not_enrolled", message: "No authenticator is being set up. Please start again." },
} as const;

/** The API's code for a wrong 6-digit code (its message is MESSAGES.mfaInvalidCode). */
export const MFA_INVALID_CODE = "invalid_code";
