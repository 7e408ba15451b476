import { FieldValue, type Firestore, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import type { FollowUp, FollowUpKind } from "@songs/domain";
import { runTransaction } from "../adapters/firestore/transactions";
import {
  followUpRecord,
  newFollowUp,
  readFollowUp,
  type FollowUpProblem,
  type FollowUpRecord,
  type FollowUpState,
  type UnreadableFollowUp,
} from "./followUpRecord";

/** What a finished follow-up stores: done, no longer failing. */
const doneFields = (outcome: string) => ({
  ...followUpRecord.fields({ state: "done", failing: false, outcome }),
  doneAt: FieldValue.serverTimestamp(),
});

/** What a failure stores (why, and when), for the admins and for backing off. */
const failureFields = (error: string) => ({
  ...followUpRecord.fields({ failing: true, lastError: error.slice(0, 500) }),
  lastFailedAt: FieldValue.serverTimestamp(),
});

/** What a follow-up failed for good stores: the sweep leaves it, the admins see it. */
const failedForGood = () => ({ ...followUpRecord.fields({ state: "failed" }), failedAt: FieldValue.serverTimestamp() });

/**
 * The follow-ups' own operations, one follow-up at a time: written with the change that calls for
 * it, read in the transaction that carries it out, marked done, refused, failed or reopened there.
 */
export function followUpStore(db: Firestore) {
  const collection = db.collection("followUps");
  /**
   * Puts a follow-up back to work in the caller's transaction (what it waited for came back: an
   * artist's account able to receive transfers again, an admin's retry): pending, due at `now`,
   * its failed runs (`failedRuns`, as read) kept apart in `retriedRuns` and its budget of attempts
   * afresh. The sweep carries it out.
   */
  function reopen(transaction: Transaction, id: string, now: Date, failedRuns = 0): void {
    transaction.update(collection.doc(id), {
      ...followUpRecord.fields({ state: "pending", failedRuns: 0, dueAt: now, awaitsQueue: false }),
      retriedRuns: FieldValue.increment(failedRuns),
      reopenedAt: FieldValue.serverTimestamp(),
    });
  }

  return {
    ref: (id: string) => collection.doc(id),

    /** The follow-up, or what is wrong with its stored record; null when there is none. */
    async get(id: string): Promise<FollowUpRecord | UnreadableFollowUp | null> {
      const snapshot = await collection.doc(id).get();
      return snapshot.exists ? readFollowUp(snapshot) : null;
    },

    /** The follow-up's state in `transaction` (its read step); null when there is none. */
    async read(transaction: Transaction, id: string): Promise<{ state: FollowUpState; failedRuns: number } | null> {
      const stored = followUpRecord.readIfExists(await transaction.get(collection.doc(id)));
      return stored && { state: stored.state, failedRuns: stored.failedRuns };
    },

    /**
     * Whether the order has a follow-up of `kind` not done (pending, or failed for the admins), read
     * in `transaction` when given (a write of one meanwhile makes it run again). Equality filters only.
     */
    async hasOpen(orderId: string, kind: FollowUpKind, transaction?: Transaction): Promise<boolean> {
      const query = collection
        .where("orderId", "==", orderId)
        .where("kind", "==", kind)
        .where("state", "in", ["pending", "failed"])
        .limit(1)
        .select();
      return !(transaction ? await transaction.get(query) : await query.get()).empty;
    },

    /** The states of these follow-ups (those on file), read by id in one batch. */
    async statesOf(ids: readonly string[]): Promise<Map<string, FollowUpState>> {
      if (ids.length === 0) return new Map();
      const snapshots = await db.getAll(...ids.map((id) => collection.doc(id)));
      return new Map(
        snapshots.flatMap((snapshot) => {
          const stored = followUpRecord.readIfExists(snapshot);
          return stored ? [[snapshot.id, stored.state] as const] : [];
        }),
      );
    },

    /** Read step of writing new follow-ups once each: `write()` creates those not written before. */
    async prepareCreate(transaction: Transaction, list: readonly FollowUp[]): Promise<() => void> {
      if (list.length === 0) return () => undefined;
      const found = await transaction.getAll(...list.map((item) => collection.doc(item.id)));
      const fresh = list.filter((_, index) => !found[index]?.exists);
      return () => {
        for (const item of fresh) transaction.create(collection.doc(item.id), newFollowUp(item));
      };
    },

    /** Creates follow-ups in a transaction that writes the record they belong to for the first time (nothing to read first). */
    createNew(transaction: Transaction, list: readonly FollowUp[]): void {
      for (const item of list) transaction.create(collection.doc(item.id), newFollowUp(item));
    },

    /** Writes the follow-ups (pending) with a batch of other writes: the seed's orders and their follow-ups. */
    setAll(batch: WriteBatch, list: readonly FollowUp[]): void {
      for (const item of list) batch.set(collection.doc(item.id), newFollowUp(item));
    },

    /** Marks the follow-up done in the transaction that carried it out, with what came of it. */
    markDone(transaction: Transaction, id: string, outcome: string): void {
      transaction.update(collection.doc(id), doneFields(outcome));
    },

    /**
     * Marks the follow-up failed for good in the transaction that recorded the outside service's
     * refusal (Stripe refused a refund): the sweep leaves it, the admins see it with `error` and
     * retry it (with a new idempotency key: `refusals` counts up) or cancel it.
     */
    markRefused(transaction: Transaction, id: string, error: string): void {
      transaction.update(collection.doc(id), {
        ...failureFields(error),
        ...failedForGood(),
        failedRuns: FieldValue.increment(1),
        refusals: FieldValue.increment(1),
      });
    },

    /** `reopen` above: in the caller's transaction. */
    reopen,

    /** Marks the follow-up done when nothing was left to do for it (no order change goes with it). */
    async close(id: string, outcome: string): Promise<void> {
      await collection.doc(id).update(doneFields(outcome));
    },

    /** Records a part of the follow-up's action as done (a device notified), so a later run of it leaves that part alone. */
    async markPartDone(id: string, part: string): Promise<void> {
      await collection.doc(id).update({ doneParts: FieldValue.arrayUnion(part) });
    },

    /** Counts a failed run, for the admins and for backing off; the last one allowed marks it failed for good. */
    async countFailure(id: string, error: string, finalRun: boolean): Promise<void> {
      await collection.doc(id).update({
        ...failureFields(error),
        failedRuns: FieldValue.increment(1),
        ...(finalRun ? failedForGood() : {}),
      });
    },

    /** Marks a follow-up the table cannot read (or whose record its schema refuses) failed, with why: it never runs, and the admins see it. */
    async markUnreadable(id: string, problem: FollowUpProblem): Promise<void> {
      await collection.doc(id).update({ ...failureFields(JSON.stringify(problem)), ...failedForGood() });
    },

    /**
     * An admin's "Retry now": a follow-up that failed for good is reopened (`reopen`), in a
     * transaction that reads its state: the state it had, or "done" (nothing reopened), null when
     * there is none.
     */
    async retryNow(id: string, now: Date = new Date()): Promise<FollowUpState | null> {
      return runTransaction(db, async (transaction) => {
        const stored = followUpRecord.readIfExists(await transaction.get(collection.doc(id)));
        if (!stored) return null;
        if (stored.state === "failed") reopen(transaction, id, now, stored.failedRuns);
        return stored.state;
      });
    },

    /** The follow-up's task is queued: the sweep looks for it no more. */
    async markQueued(id: string): Promise<void> {
      await collection.doc(id).update(followUpRecord.fields({ awaitsQueue: false }));
    },
  };
}
