import { createHash } from "node:crypto";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { LOCKOUT_MINUTES, LOGIN_LOCK_FAILURES } from "@songs/domain";
import { recordSecurityEvent, SECURITY_EVENTS } from "./securityEvents";

export const LOCKOUT_WINDOW_MS = LOCKOUT_MINUTES * 60 * 1000;

/** Per (email, IP) pair: `loginPairs/{pairId}` { email, ip, lockedUntil?, lastSignInAt? }. */
const LOGIN_PAIRS = "loginPairs";

export interface LoginPair {
  /** Lower-cased. */
  email: string;
  /** Normalised with `normaliseIp`, on both the API and the blocking function's side. */
  ip: string;
}

export interface LoginFailure extends LoginPair {
  userAgent: string | null;
  failureReason?: string;
}

export interface LoginFailureVerdict {
  /** Failures of this pair counted towards the lock (within the window, since the last sign-in or lock). */
  failures: number;
  locked: boolean;
}

function pairRef(db: Firestore, pair: LoginPair) {
  const id = createHash("sha256").update(`${pair.email.toLowerCase()}\n${pair.ip}`).digest("hex").slice(0, 40);
  return db.collection(LOGIN_PAIRS).doc(id);
}

async function readPairState(db: Firestore, pair: LoginPair): Promise<{ lockedUntil: number | null; lastSignInAt: number | null }> {
  const snapshot = await pairRef(db, pair).get();
  const millis = (field: string) => {
    const value: unknown = snapshot.get(field);
    return value instanceof Timestamp ? value.toMillis() : null;
  };
  return { lockedUntil: millis("lockedUntil"), lastSignInAt: millis("lastSignInAt") };
}

/** This pair's failures after `since`, oldest first (an index on type, email, ip, createdAt). */
async function failuresSince(db: Firestore, pair: LoginPair, since: number) {
  const snapshot = await db
    .collection(SECURITY_EVENTS)
    .where("type", "==", "login_failed")
    .where("email", "==", pair.email.toLowerCase())
    .where("ip", "==", pair.ip)
    .where("createdAt", ">", Timestamp.fromMillis(since))
    .orderBy("createdAt", "asc")
    .get();
  return snapshot.docs;
}

/** When the pair's lock ends, or null when it is not locked at `now`. */
export async function activeLockOf(db: Firestore, pair: LoginPair, now = Date.now()): Promise<Date | null> {
  const { lockedUntil } = await readPairState(db, pair);
  return lockedUntil !== null && lockedUntil > now ? new Date(lockedUntil) : null;
}

/**
 * Records a reported failed sign-in and says whether the pair is now locked. Failures count within
 * the last LOCKOUT_MINUTES, after the pair's last successful sign-in and after its last lock ended.
 * The LOGIN_LOCK_FAILURES-th counted failure locks the pair until LOCKOUT_MINUTES after it: every
 * concurrent request finds the same failure, so they all write the same lock and one
 * `account_locked` event. Failures reported while locked are recorded but do not extend the lock.
 */
export async function recordLoginFailure(db: Firestore, failure: LoginFailure, now = Date.now()): Promise<LoginFailureVerdict> {
  const pair = { email: failure.email.toLowerCase(), ip: failure.ip };
  const state = await readPairState(db, pair);
  await recordSecurityEvent(db, {
    type: "login_failed",
    email: pair.email,
    ip: pair.ip,
    userAgent: failure.userAgent,
    uid: null,
    ...(failure.failureReason ? { failureReason: failure.failureReason } : {}),
  });

  const windowStart = now - LOCKOUT_WINDOW_MS;
  const isLocked = state.lockedUntil !== null && state.lockedUntil > now;
  const since = Math.max(windowStart, state.lastSignInAt ?? 0, isLocked ? 0 : (state.lockedUntil ?? 0));
  const failures = await failuresSince(db, pair, since);
  if (isLocked) return { failures: failures.length, locked: true };

  const locking = failures[LOGIN_LOCK_FAILURES - 1];
  if (!locking) return { failures: failures.length, locked: false };

  const lockedAt = (locking.get("createdAt") as Timestamp).toMillis();
  await Promise.all([
    pairRef(db, pair).set({ ...pair, lockedUntil: Timestamp.fromMillis(lockedAt + LOCKOUT_WINDOW_MS) }, { merge: true }),
    recordSecurityEvent(
      db,
      { type: "account_locked", email: pair.email, ip: pair.ip, userAgent: failure.userAgent, uid: null },
      `account_locked_${locking.id}`,
    ),
  ]);
  return { failures: failures.length, locked: true };
}

/** A successful sign-in: earlier failures of the pair no longer count towards a lock. */
export async function recordSuccessfulSignIn(db: Firestore, pair: LoginPair): Promise<void> {
  const normalised = { email: pair.email.toLowerCase(), ip: pair.ip };
  await pairRef(db, normalised).set({ ...normalised, lastSignInAt: FieldValue.serverTimestamp() }, { merge: true });
}
