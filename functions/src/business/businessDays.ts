import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type SetOptions,
  type WriteBatch,
} from "firebase-admin/firestore";
import {
  addBusinessDays,
  addBusinessFact,
  businessDayKey,
  businessWindowDays,
  emptyBusinessDay,
  HOUR_BUCKET_COUNT,
  type BusinessDayCounts,
  type BusinessFact,
  type BusinessWindow,
} from "@songs/domain";
import {
  commitChanges,
  pagesOf,
  rewriteEach,
  type BackfillCount,
  type BackfillOptions,
} from "../adapters/firestore/queries";

/**
 * A day's counts are kept in this many documents, one picked at random per write, so a burst of
 * payments on one day never queues on one document (Firestore sustains about one write per second
 * per document); a read sums a day's shards.
 */
export const BUSINESS_DAY_SHARDS = 4;

const COUNT_FIELDS = ["orders", "revenueCents", "accepted", "released", "onTime", "refunds", "refundedCents"] as const;
const HISTOGRAM_FIELDS = ["acceptHours", "releaseHours"] as const;

/** What writes the counts: the transaction (or batch) that records the event. */
export interface BusinessDayWriter {
  set(ref: DocumentReference, data: Record<string, unknown>, options: SetOptions): unknown;
}

const numberOr0 = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/** A stored shard as counts (a missing field or bucket counts zero). */
function countsOf(data: Record<string, unknown> | undefined): BusinessDayCounts {
  const day = emptyBusinessDay();
  if (!data) return day;
  for (const field of COUNT_FIELDS) day[field] = numberOr0(data[field]);
  for (const field of HISTOGRAM_FIELDS) {
    const buckets = (typeof data[field] === "object" && data[field] !== null ? data[field] : {}) as Record<
      string,
      unknown
    >;
    day[field] = Array.from({ length: HOUR_BUCKET_COUNT }, (_, index) => numberOr0(buckets[`b${index}`]));
  }
  return day;
}

/** Counts as stored: histograms as maps `b{bucket}` (only buckets with a count), with `transform` applied to each number. */
function dataOf(
  day: string,
  counts: BusinessDayCounts,
  transform: (value: number) => unknown,
): Record<string, unknown> {
  const data: Record<string, unknown> = { day };
  for (const field of COUNT_FIELDS) if (counts[field] !== 0) data[field] = transform(counts[field]);
  for (const field of HISTOGRAM_FIELDS) {
    const buckets = Object.fromEntries(
      counts[field].flatMap((count, index) => (count !== 0 ? [[`b${index}`, transform(count)]] : [])),
    );
    if (Object.keys(buckets).length > 0) data[field] = buckets;
  }
  return data;
}

const sameCounts = (a: BusinessDayCounts, b: BusinessDayCounts) => JSON.stringify(a) === JSON.stringify(b);

/** Facts summed per UTC day. */
function byDay(facts: Iterable<BusinessFact>): Map<string, BusinessDayCounts> {
  const days = new Map<string, BusinessDayCounts>();
  for (const fact of facts) {
    const day = businessDayKey(fact.at);
    days.set(day, addBusinessFact(days.get(day) ?? emptyBusinessDay(), fact));
  }
  return days;
}

/**
 * `businessDays/{yyyy-mm-dd}_{shard}`: the business at a glance per UTC day (orders and revenue,
 * hours to accept and to deliver as counts per fixed bucket, deliveries on time, refunds), moved
 * with `FieldValue.increment` in the transaction of the order's event (the lifecycle writer's), so
 * the admins' report reads at most 90 days × 4 shards documents and never an order.
 */
export function businessDays(db: Firestore) {
  const collection = db.collection("businessDays");
  const shardsOf = (day: string) =>
    Array.from({ length: BUSINESS_DAY_SHARDS }, (_, shard) => collection.doc(`${day}_${shard}`));

  return {
    /** Adds `facts` to their days among `writer`'s writes (one write per day touched, to a random shard). */
    add(writer: BusinessDayWriter, facts: readonly BusinessFact[]): void {
      for (const [day, counts] of byDay(facts)) {
        const shard = Math.floor(Math.random() * BUSINESS_DAY_SHARDS);
        writer.set(
          collection.doc(`${day}_${shard}`),
          dataOf(day, counts, (value) => FieldValue.increment(value)),
          { merge: true },
        );
      }
    },

    /** The stored counts of each day of the window ending today (days without a document are left out: they count zero). */
    async window(window: BusinessWindow, now: Date = new Date()): Promise<Map<string, BusinessDayCounts>> {
      const days = businessWindowDays(window, now);
      const snapshots = await db.getAll(...days.flatMap(shardsOf));
      const stored = new Map<string, BusinessDayCounts>();
      for (const snapshot of snapshots) {
        if (!snapshot.exists) continue;
        const day = snapshot.id.slice(0, 10);
        stored.set(day, addBusinessDays(stored.get(day) ?? emptyBusinessDay(), countsOf(snapshot.data())));
      }
      return stored;
    },

    /**
     * Recomputes every day from `facts` (every order's, `orderReads(db).businessFacts()`) and SETS
     * each day whose stored shards sum to other counts (all of it in shard 0, the other shards
     * emptied), never increments, so a second run changes nothing; a stored day no order counts
     * any more is emptied. Counts the facts read and the documents changed.
     */
    async rebuild(facts: AsyncIterable<BusinessFact>, options: BackfillOptions): Promise<BackfillCount> {
      const computed = new Map<string, BusinessDayCounts>();
      let read = 0;
      for await (const fact of facts) {
        read += 1;
        const day = businessDayKey(fact.at);
        computed.set(day, addBusinessFact(computed.get(day) ?? emptyBusinessDay(), fact));
      }
      const stored = new Map<string, { counts: BusinessDayCounts; shards: DocumentReference[] }>();
      for await (const page of pagesOf(collection)) {
        for (const doc of page) {
          const day = doc.id.slice(0, 10);
          const sum = stored.get(day) ?? { counts: emptyBusinessDay(), shards: [] };
          stored.set(day, {
            counts: addBusinessDays(sum.counts, countsOf(doc.data())),
            shards: [...sum.shards, doc.ref],
          });
        }
      }
      // One change per document written, so a batch never holds more than its limit of writes.
      const changes: ((batch: WriteBatch) => void)[] = [];
      for (const day of new Set([...computed.keys(), ...stored.keys()])) {
        const counts = computed.get(day) ?? emptyBusinessDay();
        const before = stored.get(day);
        if (sameCounts(counts, before?.counts ?? emptyBusinessDay())) continue;
        const first = collection.doc(`${day}_0`);
        changes.push((batch) =>
          batch.set(
            first,
            dataOf(day, counts, (value) => value),
          ),
        );
        for (const ref of before?.shards ?? []) if (ref.id !== first.id) changes.push((batch) => batch.delete(ref));
      }
      const count: BackfillCount = { read: 0, changed: 0 };
      await commitChanges(db, count, options, changes, read);
      return count;
    },
  };
}

/** The fields a day's shard stored under the release's former word, and their names now. */
const RENAMED_FIELDS = { delivered: "released", deliverHours: "releaseHours" } as const;

/**
 * `npm run migrate:record-shapes`' step `businessDayReleases`: each shard's `delivered` and
 * `deliverHours`, stored before the release had one word, renamed `released` and `releaseHours`
 * (added to what the new name already holds, so a shard written in both shapes loses nothing); a
 * second run finds nothing to change.
 */
export function renameBusinessDayReleases(db: Firestore, options: BackfillOptions): Promise<BackfillCount> {
  return rewriteEach(db, db.collection("businessDays"), options, (doc) => {
    const update: Record<string, unknown> = {};
    for (const [former, name] of Object.entries(RENAMED_FIELDS)) {
      const value: unknown = doc.get(former);
      if (value === undefined) continue;
      update[former] = FieldValue.delete();
      if (typeof value === "number") update[name] = FieldValue.increment(value);
      else if (typeof value === "object" && value !== null)
        for (const [bucket, count] of Object.entries(value))
          if (typeof count === "number") update[`${name}.${bucket}`] = FieldValue.increment(count);
    }
    return Object.keys(update).length > 0 ? update : null;
  });
}
