import { createHash } from "node:crypto";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { HttpError } from "./errors";

/** How many requests of one kind each key (an IP, an email) may make per fixed window. */
export interface RateLimitRule {
  /** Names the counters, e.g. "contact" or "signup". */
  name: string;
  limit: number;
  windowMs: number;
}

/** A rule of `limit` requests an hour per key. */
export const perHour = (name: string, limit: number): RateLimitRule => ({ name, limit, windowMs: 60 * 60 * 1000 });

export interface RateLimitVerdict {
  isAllowed: boolean;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

/** `rateLimits/{rule}_{kind}_{key}_{window}`: one counter per key and window. */
const COLLECTION = "rateLimits";

function counterId(rule: RateLimitRule, kind: string, key: string, window: number): string {
  const digest = createHash("sha256").update(key).digest("hex").slice(0, 32);
  return `${rule.name}_${kind}_${digest}_${window}`;
}

/**
 * Counts one request against each key in fixed windows: each counter is a document bumped with
 * `FieldValue.increment` and then read (no transaction, so it stays exact under concurrency on every
 * Firestore). The request is allowed when no count is over the limit. Counters carry `expiresAt` so
 * a Firestore TTL policy can delete old windows.
 */
export async function countRequest(
  db: Firestore,
  rule: RateLimitRule,
  keys: Record<string, string>,
  now = Date.now(),
): Promise<RateLimitVerdict> {
  const window = Math.floor(now / rule.windowMs);
  const windowEnd = (window + 1) * rule.windowMs;
  const counts = await Promise.all(
    Object.entries(keys).map(async ([kind, key]) => {
      const ref = db.collection(COLLECTION).doc(counterId(rule, kind, key, window));
      await ref.set(
        { count: FieldValue.increment(1), expiresAt: Timestamp.fromMillis(windowEnd + rule.windowMs) },
        { merge: true },
      );
      const snapshot = await ref.get();
      return Number(snapshot.get("count") ?? 0);
    }),
  );
  return {
    isAllowed: counts.every((count) => count <= rule.limit),
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)),
  };
}

/** Counts the request and throws 429 `rate_limited` (with Retry-After) when it is over the limit. */
export async function enforceRateLimit(
  db: Firestore,
  rule: RateLimitRule,
  keys: Record<string, string>,
  message: string,
): Promise<void> {
  const verdict = await countRequest(db, rule, keys);
  if (!verdict.isAllowed) {
    throw new HttpError(429, "rate_limited", message, undefined, { "Retry-After": String(verdict.retryAfterSeconds) });
  }
}
