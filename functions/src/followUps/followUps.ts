import { FieldValue, Timestamp, type DocumentData, type DocumentSnapshot, type Firestore, type QueryDocumentSnapshot, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import { isWithinTaskHorizon, parseFollowUpWork, FOLLOW_UP_TASK_HORIZON_MS, type FollowUp, type FollowUpWork, type FollowUpWorkProblem } from "@songs/domain";
import { dateOrNull, numberOr, text } from "../adapters/firestore/documentFields";
import { commitChanges, pagesOf, type BackfillCount, type BackfillOptions } from "../adapters/firestore/queries";

/** Whether a follow-up still has to run: done, or failed for good (unreadable, or out of attempts: the admins' to look at). */
export type FollowUpState = "pending" | "done" | "failed";

const FOLLOW_UP_STATES: readonly FollowUpState[] = ["pending", "done", "failed"];

/** `followUps/{id}` as stored: what to do for which order, when, and whether it was done. */
export interface FollowUpRecord extends FollowUp {
  state: FollowUpState;
  /** Runs that failed (a payment provider that did not answer); the sweep tries again. */
  failedRuns: number;
  /** Parts of its work done before (each device a notification reached): a run after a failure does them no more. */
  doneParts: string[];
}

/** A stored follow-up whose work the table cannot read: a kind it does not know, or a payload its schema refuses. */
export interface UnreadableFollowUp {
  id: string;
  orderId: string;
  state: FollowUpState;
  problem: FollowUpWorkProblem;
}

const stateOf = (value: unknown): FollowUpState => (FOLLOW_UP_STATES as readonly unknown[]).includes(value) ? (value as FollowUpState) : "pending";

/** The work as stored: its payload with every date a Timestamp. */
function workToData(work: FollowUpWork): DocumentData {
  return Object.fromEntries(Object.entries(work).map(([key, value]) => [key, value instanceof Date ? Timestamp.fromDate(value) : value]));
}

/** The stored work read back through the table (every Timestamp a Date again). */
function workFromData(value: unknown): ReturnType<typeof parseFollowUpWork> {
  const data = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  return parseFollowUpWork(Object.fromEntries(Object.entries(data).map(([key, field]) => [key, field instanceof Timestamp ? field.toDate() : field])));
}

/** Whether a follow-up due at `dueAt` waits, at `now`, for the sweep to queue its task (beyond Cloud Tasks' horizon). */
const awaitsQueueAt = (dueAt: Date, now: Date): boolean => !isWithinTaskHorizon(dueAt, now);

/** A new follow-up as stored. */
function followUpToData(item: FollowUp) {
  return {
    orderId: item.orderId,
    kind: item.work.kind,
    work: workToData(item.work),
    dueAt: Timestamp.fromDate(item.dueAt),
    state: "pending" satisfies FollowUpState,
    failedRuns: 0,
    // Beyond Cloud Tasks' horizon: no task now; the sweep queues it once it comes near (then false).
    awaitsQueue: awaitsQueueAt(item.dueAt, new Date()),
    createdAt: FieldValue.serverTimestamp(),
  };
}

const partsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((part): part is string => typeof part === "string") : []);

function followUpFromSnapshot(snapshot: DocumentSnapshot): FollowUpRecord | UnreadableFollowUp | null {
  if (!snapshot.exists) return null;
  const read = workFromData(snapshot.get("work"));
  const common = { id: snapshot.id, orderId: text(snapshot.get("orderId")), state: stateOf(snapshot.get("state")) };
  if (!read.ok) {
    const { ok: _ok, ...problem } = read;
    return { ...common, problem };
  }
  return { ...common, dueAt: dateOrNull(snapshot.get("dueAt")) ?? new Date(0), work: read.work, failedRuns: numberOr(snapshot.get("failedRuns"), 0), doneParts: partsOf(snapshot.get("doneParts")) };
}

export const isReadable = (stored: FollowUpRecord | UnreadableFollowUp): stored is FollowUpRecord => !("problem" in stored);

/** Largest number of due follow-ups one sweep page reads. */
export const SWEEP_PAGE_SIZE = 100;

/**
 * The owner of `followUps/*`: work of an order's life that waits for a time (an offer's lapse, an
 * alert, a reminder, a gift's delivery) or calls an outside service (a refund). Each is written in
 * the same transaction as the change that calls for it, under a deterministic id (one per order and
 * purpose), and marked done in the transaction that carries it out, so a duplicate or late run
 * does nothing twice. Its work's shape is the domain's follow-up table's (`FOLLOW_UP_KINDS`).
 * Indexes: followUps (state, dueAt) for the sweep; (awaitsQueue, state, dueAt) for queueing work
 * that comes within Cloud Tasks' horizon.
 */
export function followUps(db: Firestore) {
  const collection = db.collection("followUps");
  return {
    ref: (id: string) => collection.doc(id),

    /** The follow-up, or what is wrong with its stored work; null when there is none. */
    async get(id: string): Promise<FollowUpRecord | UnreadableFollowUp | null> {
      return followUpFromSnapshot(await collection.doc(id).get());
    },

    /** The follow-up's state in `transaction` (its read step); null when there is none. */
    async read(transaction: Transaction, id: string): Promise<{ state: FollowUpState } | null> {
      const snapshot = await transaction.get(collection.doc(id));
      return snapshot.exists ? { state: stateOf(snapshot.get("state")) } : null;
    },

    /** Read step of writing new follow-ups once each: `write()` creates those not written before. */
    async prepareCreate(transaction: Transaction, list: readonly FollowUp[]): Promise<() => void> {
      if (list.length === 0) return () => undefined;
      const found = await transaction.getAll(...list.map((item) => collection.doc(item.id)));
      const fresh = list.filter((_, index) => !found[index]?.exists);
      return () => {
        for (const item of fresh) transaction.create(collection.doc(item.id), followUpToData(item));
      };
    },

    /** Creates follow-ups in a transaction that writes the record they belong to for the first time (nothing to read first). */
    createNew(transaction: Transaction, list: readonly FollowUp[]): void {
      for (const item of list) transaction.create(collection.doc(item.id), followUpToData(item));
    },

    /** Writes the follow-ups (pending) with a batch of other writes: the seed's orders and their timers. */
    setAll(batch: WriteBatch, list: readonly FollowUp[]): void {
      for (const item of list) batch.set(collection.doc(item.id), followUpToData(item));
    },

    /** Marks the follow-up done in the transaction that carried it out, with what came of it. */
    markDone(transaction: Transaction, id: string, outcome: string): void {
      transaction.update(collection.doc(id), { state: "done" satisfies FollowUpState, outcome, doneAt: FieldValue.serverTimestamp() });
    },

    /** Marks the follow-up done when nothing was left to do for it (no order change goes with it). */
    async close(id: string, outcome: string): Promise<void> {
      await collection.doc(id).update({ state: "done" satisfies FollowUpState, outcome, doneAt: FieldValue.serverTimestamp() });
    },

    /** Records a part of the follow-up's work as done (a device notified), so a later run of it leaves that part alone. */
    async markPartDone(id: string, part: string): Promise<void> {
      await collection.doc(id).update({ doneParts: FieldValue.arrayUnion(part) });
    },

    /** Counts a failed run, for the admins and for backing off; the last one allowed marks it failed for good. */
    async countFailure(id: string, error: string, finalRun: boolean): Promise<void> {
      await collection.doc(id).update({
        failedRuns: FieldValue.increment(1),
        lastError: error.slice(0, 500),
        ...(finalRun ? { state: "failed" satisfies FollowUpState, failedAt: FieldValue.serverTimestamp() } : {}),
      });
    },

    /** Marks a follow-up whose stored work the table cannot read failed, with why: it never runs, and the admins see it. */
    async markUnreadable(id: string, problem: FollowUpWorkProblem): Promise<void> {
      await collection.doc(id).update({ state: "failed" satisfies FollowUpState, lastError: JSON.stringify(problem).slice(0, 500), failedAt: FieldValue.serverTimestamp() });
    },

    /**
     * A page of the pending follow-ups due at `now`, oldest due first, after the page that ended at
     * `after` (the first page without it). Index: followUps (state, dueAt).
     */
    async pageDue(now: Date, after?: QueryDocumentSnapshot, limit = SWEEP_PAGE_SIZE): Promise<{ due: string[]; last: QueryDocumentSnapshot | undefined }> {
      const query = collection.where("state", "==", "pending").where("dueAt", "<=", Timestamp.fromDate(now)).orderBy("dueAt", "asc");
      const snapshot = await (after ? query.startAfter(after) : query).limit(limit).get();
      return { due: snapshot.docs.map((doc) => doc.id), last: snapshot.docs.at(-1) };
    },

    /**
     * A page of the pending follow-ups written beyond the task queue's horizon that have come within
     * it at `now` (each `{ id, dueAt }`), soonest first. Index: followUps (awaitsQueue, state, dueAt).
     */
    async pageEnteringHorizon(now: Date, limit = SWEEP_PAGE_SIZE): Promise<{ id: string; dueAt: Date }[]> {
      const snapshot = await collection
        .where("awaitsQueue", "==", true)
        .where("state", "==", "pending")
        .where("dueAt", "<=", Timestamp.fromMillis(now.getTime() + FOLLOW_UP_TASK_HORIZON_MS))
        .orderBy("dueAt", "asc")
        .limit(limit)
        .get();
      return snapshot.docs.map((doc) => ({ id: doc.id, dueAt: dateOrNull(doc.get("dueAt")) ?? now }));
    },

    /**
     * Marks the pending follow-ups written before `awaitsQueue` was kept as a new one is marked at
     * `now` (`awaitsQueueAt`): those due beyond the horizon wait for the sweep to queue them. Reads
     * the pending ones 500 at a time by id and writes only those without the field, so a second run
     * changes nothing (the sweep clears the flag once it queues the task).
     */
    async backfillAwaitsQueue(options: BackfillOptions, now: Date = new Date()): Promise<BackfillCount> {
      const count: BackfillCount = { read: 0, changed: 0 };
      for await (const page of pagesOf(collection.where("state", "==", "pending"))) {
        const changes = page
          .filter((doc) => typeof doc.get("awaitsQueue") !== "boolean")
          .map((doc) => (batch: WriteBatch) => batch.update(doc.ref, { awaitsQueue: awaitsQueueAt(dateOrNull(doc.get("dueAt")) ?? now, now) }));
        await commitChanges(db, count, options, changes, page.length);
      }
      return count;
    },

    /** The follow-up's task is queued: the sweep looks for it no more. */
    async markQueued(id: string): Promise<void> {
      await collection.doc(id).update({ awaitsQueue: false });
    },
  };
}
