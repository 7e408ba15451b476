import { Secret, TOTP } from "otpauth";
import { MFA_ISSUER } from "@songs/domain";

/** Wrong codes allowed within the window before further tries are blocked. */
export const MAX_CODE_FAILURES = 5;
export const CODE_FAILURE_WINDOW_MS = 5 * 60_000;
export const CODE_LOCKOUT_MS = 15 * 60_000;
const PERIOD_SECONDS = 30;

/** The authenticator-app parameters every marketplace secret uses (SHA1, 6 digits, 30 s). */
export function totpFor(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: MFA_ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A fresh 160-bit secret, base32 as authenticator apps expect. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What is kept between tries: recent failures, a lock, and the last time step a code was used for. */
export interface AttemptState {
  /** Milliseconds of recent wrong codes. */
  failures: number[];
  lockedUntil: number | null;
  lastUsedStep: number | null;
}

export type AttemptVerdict =
  | { kind: "locked"; state: AttemptState }
  | { kind: "accepted"; step: number; state: AttemptState }
  | { kind: "rejected"; reason: "invalid" | "reused"; isNowLocked: boolean; state: AttemptState };

/**
 * Judges one code against a secret: within one 30 s step either side of `now`, never for a step
 * already used (so an overheard code cannot be replayed), and not while locked after too many
 * wrong codes.
 */
export function judgeCode(totp: TOTP, code: string, state: AttemptState, now: number): AttemptVerdict {
  if (state.lockedUntil !== null && state.lockedUntil > now) {
    return { kind: "locked", state };
  }
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  const step = delta === null ? null : totp.counter({ timestamp: now }) + delta;
  if (step !== null && (state.lastUsedStep === null || step > state.lastUsedStep)) {
    return { kind: "accepted", step, state: { failures: [], lockedUntil: null, lastUsedStep: step } };
  }
  const failures = [...state.failures.filter((at) => now - at < CODE_FAILURE_WINDOW_MS), now];
  const isNowLocked = failures.length >= MAX_CODE_FAILURES;
  return {
    kind: "rejected",
    reason: step === null ? "invalid" : "reused",
    isNowLocked,
    state: {
      failures: isNowLocked ? [] : failures,
      lockedUntil: isNowLocked ? now + CODE_LOCKOUT_MS : null,
      lastUsedStep: state.lastUsedStep,
    },
  };
}
