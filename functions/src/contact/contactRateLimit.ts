import { createHash } from "node:crypto";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";

/** Contact messages allowed per window, for each sender IP and each sender email. */
export const CONTACT_LIMIT_PER_WINDOW = 5;
export const CONTACT_WINDOW_MS = 60 * 60 * 1000;
export const TOO_MANY_MESSAGES = "Too many messages. Please try again later.";

const COLLECTION = "contactRateLimits";

export interface RateLimitVerdict {
  isAllowed: boolean;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

function counterId(kind: "ip" | "email", key: string, window: number): string {
  const digest = createHash("sha256").update(key).digest("hex").slice(0, 32);
  return `${kind}_${digest}_${window}`;
}

/**
 * Counts one message against the sender's IP and email in fixed hourly windows: each counter is
 * a document bumped with `FieldValue.increment` and then read (no transaction, so it stays exact
 * under concurrency on every Firestore). The message is allowed when neither count is over the limit.
 * Counters carry `expiresAt` so a Firestore TTL policy can delete old windows.
 */
export async function countContactMessage(
  db: Firestore,
  sender: { ip: string; email: string },
  now = Date.now(),
): Promise<RateLimitVerdict> {
  const window = Math.floor(now / CONTACT_WINDOW_MS);
  const windowEnd = (window + 1) * CONTACT_WINDOW_MS;
  const refs = [
    db.collection(COLLECTION).doc(counterId("ip", sender.ip, window)),
    db.collection(COLLECTION).doc(counterId("email", sender.email.toLowerCase(), window)),
  ];
  const results = await Promise.all(
    refs.map(async (ref) => {
      await ref.set(
        { count: FieldValue.increment(1), expiresAt: Timestamp.fromMillis(windowEnd + CONTACT_WINDOW_MS) },
        { merge: true },
      );
      const snapshot = await ref.get();
      return Number(snapshot.get("count") ?? 0);
    }),
  );
  return {
    isAllowed: results.every((count) => count <= CONTACT_LIMIT_PER_WINDOW),
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)),
  };
}
