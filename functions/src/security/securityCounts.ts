import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type SetOptions,
  type WriteBatch,
} from "firebase-admin/firestore";
import { SECURITY_EVENT_TYPES, type SecurityEventType } from "@songs/domain";
import { commitChanges, type BackfillCount, type BackfillOptions } from "../adapters/firestore/queries";

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

/** One counted record (an event, a critical alert, a refused upload): its key and when it was recorded. */
export interface CountedRecord {
  key: SecurityCountKey;
  at: Date;
}

/** The first instant of the earliest UTC day the dashboard's longest range (30 days) reads at `now`: where a rebuild starts. */
export const rebuildSince = (now: Date): Date =>
  new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - (MAX_DAYS - 1) * DAY_MS);

type HourCounts = Record<string, Record<string, number>>;

/** A day's counts as "hh key" → count, zeros left out: two days compare equal when they count the same. */
function flatCounts(hours: unknown): Map<string, number> {
  const flat = new Map<string, number>();
  if (typeof hours !== "object" || hours === null) return flat;
  for (const [hour, counts] of Object.entries(hours as Record<string, unknown>)) {
    if (typeof counts !== "object" || counts === null) continue;
    for (const [key, count] of Object.entries(counts as Record<string, unknown>)) {
      if (typeof count === "number" && count !== 0)
        flat.set(`${hour} ${key}`, (flat.get(`${hour} ${key}`) ?? 0) + count);
    }
  }
  return flat;
}

const sameCounts = (a: Map<string, number>, b: Map<string, number>) =>
  a.size === b.size && [...a].every(([key, count]) => b.get(key) === count);

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
      writer.set(
        collection.doc(`${dayKey(at)}_${shard}`),
        { day: dayKey(at), hours: { [hourKey(at)]: { [key]: FieldValue.increment(1) } } },
        { merge: true },
      );
    },

    /**
     * Recomputes the counts of every day from `rebuildSince(now)` to `now` from the records
     * themselves (`counted`, each owner's records of those days: those written before the counts
     * were kept have none), then SETS each day whose shards sum to other counts (all of it in shard
     * 0, the other shards emptied), never increments, so a second run changes nothing. Counts the
     * records read and the day documents changed. A record written meanwhile may be counted out
     * of its day; running it again counts it in.
     */
    async rebuild(
      counted: AsyncIterable<CountedRecord>,
      options: BackfillOptions,
      now: Date = new Date(),
    ): Promise<BackfillCount> {
      const since = rebuildSince(now);
      const days = new Map<string, HourCounts>();
      for (let day = since.getTime(); day <= now.getTime(); day += DAY_MS) days.set(dayKey(new Date(day)), {});
      let read = 0;
      for await (const { key, at } of counted) {
        read += 1;
        const hours = days.get(dayKey(at));
        if (!hours || at.getTime() > now.getTime()) continue;
        const hour = (hours[hourKey(at)] ??= {});
        hour[key] = (hour[key] ?? 0) + 1;
      }
      const changes: ((batch: WriteBatch) => void)[] = [];
      for (const [day, hours] of days) {
        const refs = Array.from({ length: SECURITY_COUNT_SHARDS }, (_, shard) => collection.doc(`${day}_${shard}`));
        const stored = new Map<string, number>();
        for (const snapshot of await db.getAll(...refs)) {
          for (const [key, count] of flatCounts(snapshot.get("hours"))) stored.set(key, (stored.get(key) ?? 0) + count);
        }
        if (sameCounts(stored, flatCounts(hours))) continue;
        // Four writes a day: at most 31 days × 4 shards, well within one batch.
        changes.push((batch) => refs.forEach((ref, shard) => batch.set(ref, { day, hours: shard === 0 ? hours : {} })));
      }
      const count: BackfillCount = { read: 0, changed: 0 };
      await commitChanges(db, count, options, changes, read);
      return count;
    },

    /** Each key's count from the hour `since` falls in up to now. */
    async since(since: Date, now: Date = new Date()): Promise<Record<SecurityCountKey, number>> {
      const firstHour = Math.floor(since.getTime() / HOUR_MS) * HOUR_MS;
      const days: string[] = [];
      for (
        let day = Math.floor(firstHour / DAY_MS) * DAY_MS;
        day <= now.getTime() && days.length < MAX_DAYS;
        day += DAY_MS
      )
        days.push(dayKey(new Date(day)));
      const refs = days.flatMap((day) =>
        Array.from({ length: SECURITY_COUNT_SHARDS }, (_, shard) => collection.doc(`${day}_${shard}`)),
      );
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
