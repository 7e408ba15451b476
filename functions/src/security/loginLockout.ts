import type { Firestore } from "firebase-admin/firestore";
import { LOCKOUT_MINUTES, LOGIN_LOCK_FAILURES } from "@songs/domain";
import { loginPairs, type LoginPair } from "./loginPairs";
import { securityEvents } from "./securityEvents";

export const LOCKOUT_WINDOW_MS = LOCKOUT_MINUTES * 60 * 1000;

export interface LoginFailure extends LoginPair {
  userAgent: string | null;
  /** The account with that email, when there is one (the dashboard names it while it exists). */
  uid: string | null;
  failureReason?: string;
}

export interface LoginFailureVerdict {
  /** Failures of this pair counted towards the lock (within the window, since the last sign-in or lock). */
  failures: number;
  locked: boolean;
}

/** When the pair's lock ends, or null when it is not locked at `now`. */
export async function activeLockOf(db: Firestore, pair: LoginPair, now = Date.now()): Promise<Date | null> {
  const { lockedUntil } = await loginPairs(db).get(pair);
  return lockedUntil !== null && lockedUntil > now ? new Date(lockedUntil) : null;
}

/**
 * Records a reported failed sign-in and says whether the pair is now locked. Failures count within
 * the last LOCKOUT_MINUTES, after the pair's last successful sign-in and after its last lock ended.
 * The LOGIN_LOCK_FAILURES-th counted failure locks the pair until LOCKOUT_MINUTES after it: every
 * concurrent request finds the same failure, so they all write the same lock and one
 * `account_locked` event. Failures reported while locked are recorded but do not extend the lock.
 */
export async function recordLoginFailure(
  db: Firestore,
  failure: LoginFailure,
  now = Date.now(),
): Promise<LoginFailureVerdict> {
  const pair = { emailHash: failure.emailHash, ip: failure.ip };
  const events = securityEvents(db);
  const state = await loginPairs(db).get(pair);
  await events.record({
    type: "login_failed",
    emailHash: pair.emailHash,
    ip: pair.ip,
    userAgent: failure.userAgent,
    uid: failure.uid,
    ...(failure.failureReason ? { failureReason: failure.failureReason } : {}),
  });

  const windowStart = now - LOCKOUT_WINDOW_MS;
  const isLocked = state.lockedUntil !== null && state.lockedUntil > now;
  const since = Math.max(windowStart, state.lastSignInAt ?? 0, isLocked ? 0 : (state.lockedUntil ?? 0));
  const failures = await events.failuresSince(pair, since);
  if (isLocked) return { failures: failures.length, locked: true };

  const locking = failures[LOGIN_LOCK_FAILURES - 1];
  if (!locking) return { failures: failures.length, locked: false };

  await Promise.all([
    loginPairs(db).lockUntil(pair, locking.createdAtMillis + LOCKOUT_WINDOW_MS),
    events.record(
      {
        type: "account_locked",
        emailHash: pair.emailHash,
        ip: pair.ip,
        userAgent: failure.userAgent,
        uid: failure.uid,
      },
      `account_locked_${locking.id}`,
    ),
  ]);
  return { failures: failures.length, locked: true };
}

/** A successful sign-in: earlier failures of the pair no longer count towards a lock. */
export async function recordSuccessfulSignIn(db: Firestore, pair: LoginPair): Promise<void> {
  await loginPairs(db).recordSignIn(pair);
}
