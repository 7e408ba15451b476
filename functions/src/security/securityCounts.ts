import { FieldValue, type DocumentReference, type Firestore, type SetOptions } from "firebase-admin/firestore";
import { SECURITY_EVENT_TYPES, type SecurityEventType } from "@songs/domain";

/** What the security dashboard counts: each event type, critical fraud alerts, refused uploads. */
export type SecurityCountKey = SecurityEventType | "fraud_critical" | "upload_rejected";

/**
 * Every sign-in, failure and checkout moves a count: each day's counts are kept in this many
 * documents, one picked at random per write, so no document takes more than a share of a burst
 * (Firestore sustains about one write per second per document); a read sums the shards.
 */
export const SECURITY_COUNT_SHARDS = 4;

/** The most days a range reads (30 days, plus the day it starts in). */
const MAX_DAYS = 31;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const dayKey = (date: Date) => date.toISOString().slice(0, 10);
const hourKey = (date: Date) => date.toISOString().slice(11, 13);

/** What writes a count: the batch or transaction that records the counted document. */
export interface CountWriter {
  set(ref: DocumentReference, data: Record<string, unknown>, options: SetOptions): unknown;
}

/**
 * `securityCounts/{yyyy-mm-dd}_{shard}`: the dashboard's counts per UTC day and hour, kept in the
 * write that records each security event, fraud alert and refused upload (`hours.{hh}.{key}`,
 * incremented), so the metrics read at most 31 days × 4 shards documents for any range instead of
 * counting the events. A range counts whole hours: the hour it starts in counts in full.
 */
export function securityCounts(db: Firestore) {
  const collection = db.collection("securityCounts");
  return {
    /** Adds one to `key`'s count of the hour of `at`, among `writer`'s writes. */
    add(writer: CountWriter, key: SecurityCountKey, at: Date = new Date()): void {
      const shard = Math.floor(Math.random() * SECURITY_COUNT_SHARDS);
      writer.set(collection.doc(`${dayKey(at)}_${shard}`), { day: dayKey(at), hours: { [hourKey(at)]: { [key]: FieldValue.increment(1) } } }, { merge: true });
    },

    /** Each key's count from the hour `since` falls in up to now. */
    async since(since: Date, now: Date = new Date()): Promise<Record<SecurityCountKey, number>> {
      const firstHour = Math.floor(since.getTime() / HOUR_MS) * HOUR_MS;
      const days: string[] = [];
      for (let day = Math.floor(firstHour / DAY_MS) * DAY_MS; day <= now.getTime() && days.length < MAX_DAYS; day += DAY_MS) days.push(dayKey(new Date(day)));
      const refs = days.flatMap((day) => Array.from({ length: SECURITY_COUNT_SHARDS }, (_, shard) => collection.doc(`${day}_${shard}`)));
      const snapshots = await db.getAll(...refs);
      const keys: SecurityCountKey[] = [...SECURITY_EVENT_TYPES, "fraud_critical", "upload_rejected"];
      const totals = Object.fromEntries(keys.map((key) => [key, 0])) as Record<SecurityCountKey, number>;
      for (const snapshot of snapshots) {
        const day = snapshot.get("day") as unknown;
        const hours = snapshot.get("hours") as unknown;
        if (typeof day !== "string" || typeof hours !== "object" || hours === null) continue;
        for (const [hour, counts] of Object.entries(hours as Record<string, Record<string, unknown>>)) {
          if (Date.parse(`${day}T${hour}:00:00Z`) < firstHour) continue;
          for (const key of keys) {
            const count = counts[key];
            if (typeof count === "number") totals[key] += count;
          }
        }
      }
      return totals;
    },
  };
}
