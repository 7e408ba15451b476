import { MfaError } from "./mfaClient";

/** Shown when a code could not be checked at all (network, server). */
export const MFA_CHECK_FAILED = "We couldn't check the code. Please try again.";

/** The message to show for a failed code check. */
export function describeMfaFailure(error: unknown): string {
  return error instanceof MfaError ? error.message : MFA_CHECK_FAILED;
}
