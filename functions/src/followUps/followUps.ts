import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type QueryDocumentSnapshot,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import {
  FOLLOW_UP_OVERDUE_GRACE_MS,
  isWithinTaskHorizon,
  OPERATIONS_PAGE_SIZE,
  parseFollowUpAction,
  FOLLOW_UP_TASK_HORIZON_MS,
  type FollowUp,
  type FollowUpAction,
  type FollowUpActionProblem,
  type FollowUpKind,
} from "@songs/domain";
import { dateOrNull, numberOr, text } from "../adapters/firestore/documentFields";
import { countedPageByCursor } from "../http/pageCursor";
import { runTransaction } from "../adapters/firestore/transactions";
import { commitChanges, pagesOf, type BackfillCount, type BackfillOptions } from "../adapters/firestore/queries";

/** Whether a follow-up still has to run: done, or failed for good (unreadable, or out of attempts: the admins' to look at). */
export type FollowUpState = "pending" | "done" | "failed";

const FOLLOW_UP_STATES: readonly FollowUpState[] = ["pending", "done", "failed"];

/** `followUps/{id}` as stored: what to do for which order, when, and whether it was done. */
export interface FollowUpRecord extends FollowUp {
  state: FollowUpState;
  /** Runs that failed (a payment provider that did not answer); the sweep tries again. */
  failedRuns: number;
  /**
   * Runs the outside service refused (Stripe's 4xx): each refusal is saved under its idempotency
   * key and replayed to a retry with that key, so a retry after a refusal uses a new one.
   */
  refusals: number;
  /** Parts of its action done before (each device a notification reached): a run after a failure does them no more. */
  doneParts: string[];
}

/** A follow-up as the admins' Operations page lists it. */
export interface FollowUpListing {
  id: string;
  orderId: string;
  kind: string;
  state: FollowUpState;
  dueAt: Date | null;
  failedRuns: number;
  lastError: string | null;
  lastFailedAt: Date | null;
}

/** A stored follow-up whose action the table cannot read: a kind it does not know, or a payload its schema refuses. */
export interface UnreadableFollowUp {
  id: string;
  orderId: string;
  state: FollowUpState;
  problem: FollowUpActionProblem;
}

const stateOf = (value: unknown): FollowUpState =>
  (FOLLOW_UP_STATES as readonly unknown[]).includes(value) ? (value as FollowUpState) : "pending";

/** The action as stored: its kind and payload, every date a Timestamp. */
function actionToData(action: FollowUpAction): DocumentData {
  return Object.fromEntries(
    Object.entries(action).map(([key, value]) => [key, value instanceof Date ? Timestamp.fromDate(value) : value]),
  );
}

/**
 * The field follow-ups written before issue 33 keep their action in (`followUps/*.work`): read by
 * `storedAction` alone, and renamed to `action` by `renameLegacyActions`, until
 * `npm run migrate:bounded-reads -- --only followUpAction --apply` has run on every project
 * (docs/deploy-checklist.md); then the fallback and this name go.
 */
const LEGACY_ACTION_FIELD = "work";

/** The stored action's fields: `action`, or on a follow-up not migrated yet its legacy field. */
function storedAction(snapshot: DocumentSnapshot): Record<string, unknown> {
  const value = (snapshot.get("action") ?? snapshot.get(LEGACY_ACTION_FIELD)) as unknown;
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

/** The stored action read back through the table (every Timestamp a Date again). */
function actionFromData(data: Record<string, unknown>): ReturnType<typeof parseFollowUpAction> {
  return parseFollowUpAction(
    Object.fromEntries(
      Object.entries(data).map(([key, field]) => [key, field instanceof Timestamp ? field.toDate() : field]),
    ),
  );
}

/** Whether a follow-up due at `dueAt` waits, at `now`, for the sweep to queue its task (beyond Cloud Tasks' horizon). */
const awaitsQueueAt = (dueAt: Date, now: Date): boolean => !isWithinTaskHorizon(dueAt, now);

/** A new follow-up as stored. */
function followUpToData(item: FollowUp) {
  return {
    orderId: item.orderId,
    kind: item.action.kind,
    action: actionToData(item.action),
    dueAt: Timestamp.fromDate(item.dueAt),
    state: "pending" satisfies FollowUpState,
    failedRuns: 0,
    refusals: 0,
    failing: false,
    // Beyond Cloud Tasks' horizon: no task now; the sweep queues it once it comes near (then false).
    awaitsQueue: awaitsQueueAt(item.dueAt, new Date()),
    createdAt: FieldValue.serverTimestamp(),
  };
}

const partsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((part): part is string => typeof part === "string") : [];

function followUpFromSnapshot(snapshot: DocumentSnapshot): FollowUpRecord | UnreadableFollowUp | null {
  if (!snapshot.exists) return null;
  const read = actionFromData(storedAction(snapshot));
  const common = { id: snapshot.id, orderId: text(snapshot.get("orderId")), state: stateOf(snapshot.get("state")) };
  if (!read.ok) {
    const { ok: _ok, ...problem } = read;
    return { ...common, problem };
  }
  return {
    ...common,
    dueAt: dateOrNull(snapshot.get("dueAt")) ?? new Date(0),
    action: read.action,
    failedRuns: numberOr(snapshot.get("failedRuns"), 0),
    refusals: numberOr(snapshot.get("refusals"), 0),
    doneParts: partsOf(snapshot.get("doneParts")),
  };
}

function listingOf(doc: DocumentSnapshot): FollowUpListing {
  const lastError = doc.get("lastError") as unknown;
  return {
    id: doc.id,
    orderId: text(doc.get("orderId")),
    kind: text(doc.get("kind")) || text(storedAction(doc).kind),
    state: stateOf(doc.get("state")),
    dueAt: dateOrNull(doc.get("dueAt")),
    failedRuns: numberOr(doc.get("failedRuns"), 0),
    lastError: typeof lastError === "string" ? lastError : null,
    lastFailedAt: dateOrNull(doc.get("lastFailedAt")),
  };
}

/** What a finished follow-up stores: done, no longer failing. */
const doneFields = (outcome: string) => ({
  state: "done" satisfies FollowUpState,
  failing: false,
  outcome,
  doneAt: FieldValue.serverTimestamp(),
});

export const isReadable = (stored: FollowUpRecord | UnreadableFollowUp): stored is FollowUpRecord =>
  !("problem" in stored);

/** Largest number of due follow-ups one sweep page reads. */
export const SWEEP_PAGE_SIZE = 100;

/**
 * The owner of `followUps/*`: what an order's life does later, each follow-up waiting for a time
 * (an offer's lapse, an alert, a reminder, a gift's delivery) or calling an outside service (a
 * refund). Each is written in the same transaction as the change that calls for it, under a
 * deterministic id (one per order and purpose), and marked done in the transaction that carries it
 * out, so a duplicate or late run does nothing twice. Its action (stored as `action`: the kind and
 * its payload) has the shape of the domain's follow-up table (`FOLLOW_UP_KINDS`). Indexes:
 * followUps (state, dueAt) for the sweep; (awaitsQueue, state, dueAt) for queueing the follow-ups
 * that come within Cloud Tasks' horizon.
 */
export function followUps(db: Firestore) {
  const collection = db.collection("followUps");
  /**
   * Puts a follow-up back to work in the caller's transaction (what it waited for came back: an
   * artist's account able to receive transfers again, an admin's retry): pending, due at `now`,
   * its failed runs (`failedRuns`, as read) kept apart in `retriedRuns` and its budget of attempts
   * afresh. The sweep carries it out.
   */
  function reopen(transaction: Transaction, id: string, now: Date, failedRuns = 0): void {
    transaction.update(collection.doc(id), {
      state: "pending" satisfies FollowUpState,
      retriedRuns: FieldValue.increment(failedRuns),
      failedRuns: 0,
      dueAt: Timestamp.fromDate(now),
      awaitsQueue: false,
      reopenedAt: FieldValue.serverTimestamp(),
    });
  }

  return {
    ref: (id: string) => collection.doc(id),

    /** The follow-up, or what is wrong with its stored action; null when there is none. */
    async get(id: string): Promise<FollowUpRecord | UnreadableFollowUp | null> {
      return followUpFromSnapshot(await collection.doc(id).get());
    },

    /** The follow-up's state in `transaction` (its read step); null when there is none. */
    async read(transaction: Transaction, id: string): Promise<{ state: FollowUpState; failedRuns: number } | null> {
      const snapshot = await transaction.get(collection.doc(id));
      return snapshot.exists
        ? { state: stateOf(snapshot.get("state")), failedRuns: numberOr(snapshot.get("failedRuns"), 0) }
        : null;
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

    /** Writes the follow-ups (pending) with a batch of other writes: the seed's orders and their follow-ups. */
    setAll(batch: WriteBatch, list: readonly FollowUp[]): void {
      for (const item of list) batch.set(collection.doc(item.id), followUpToData(item));
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
        state: "failed" satisfies FollowUpState,
        failing: true,
        failedRuns: FieldValue.increment(1),
        refusals: FieldValue.increment(1),
        lastError: error.slice(0, 500),
        lastFailedAt: FieldValue.serverTimestamp(),
        failedAt: FieldValue.serverTimestamp(),
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
        failedRuns: FieldValue.increment(1),
        failing: true,
        lastError: error.slice(0, 500),
        lastFailedAt: FieldValue.serverTimestamp(),
        ...(finalRun ? { state: "failed" satisfies FollowUpState, failedAt: FieldValue.serverTimestamp() } : {}),
      });
    },

    /** Marks a follow-up whose stored action the table cannot read failed, with why: it never runs, and the admins see it. */
    async markUnreadable(id: string, problem: FollowUpActionProblem): Promise<void> {
      await collection.doc(id).update({
        state: "failed" satisfies FollowUpState,
        failing: true,
        lastError: JSON.stringify(problem).slice(0, 500),
        lastFailedAt: FieldValue.serverTimestamp(),
        failedAt: FieldValue.serverTimestamp(),
      });
    },

    /**
     * An admin's "Retry now": a follow-up that failed for good is reopened (`reopen`), in a
     * transaction that reads its state: the state it had, or "done" (nothing reopened), null when
     * there is none.
     */
    async retryNow(id: string, now: Date = new Date()): Promise<FollowUpState | null> {
      return runTransaction(db, async (transaction) => {
        const snapshot = await transaction.get(collection.doc(id));
        if (!snapshot.exists) return null;
        const state = stateOf(snapshot.get("state"));
        if (state === "failed") reopen(transaction, id, now, numberOr(snapshot.get("failedRuns"), 0));
        return state;
      });
    },

    /** The stored follow-up as the Operations page lists it; null when there is none. */
    async listing(id: string): Promise<FollowUpListing | null> {
      const snapshot = await collection.doc(id).get();
      return snapshot.exists ? listingOf(snapshot) : null;
    },

    /**
     * A page of the follow-ups failing (a run failed and none has succeeded since), last failure
     * first, and how many there are (one count() over the same indexed filter). Index: followUps
     * (failing, lastFailedAt).
     */
    async pageFailing(cursor?: string): Promise<{ rows: FollowUpListing[]; nextCursor: string | null; count: number }> {
      const failing = collection.where("failing", "==", true);
      const page = await countedPageByCursor(failing.orderBy("lastFailedAt", "desc"), {
        list: "failing-follow-ups",
        field: "lastFailedAt",
        limit: OPERATIONS_PAGE_SIZE,
        cursor,
      });
      return { rows: page.docs.map(listingOf), nextCursor: page.nextCursor, count: page.count };
    },

    /**
     * A page of the pending follow-ups past their due time by more than the sweep's grace (a lost
     * task, a sweep that does not run), oldest first, and how many. Index: followUps (state, dueAt).
     */
    async pageOverdue(
      now: Date,
      cursor?: string,
    ): Promise<{ rows: FollowUpListing[]; nextCursor: string | null; count: number }> {
      const overdue = collection
        .where("state", "==", "pending")
        .where("dueAt", "<=", Timestamp.fromMillis(now.getTime() - FOLLOW_UP_OVERDUE_GRACE_MS));
      const page = await countedPageByCursor(overdue.orderBy("dueAt", "asc"), {
        list: "overdue-follow-ups",
        field: "dueAt",
        limit: OPERATIONS_PAGE_SIZE,
        cursor,
        ascending: true,
      });
      return { rows: page.docs.map(listingOf), nextCursor: page.nextCursor, count: page.count };
    },

    /** How many follow-ups are failing, and how many are overdue at `now` (two count() queries). */
    async counts(now: Date): Promise<{ failing: number; overdue: number }> {
      const [failing, overdue] = await Promise.all([
        collection.where("failing", "==", true).count().get(),
        collection
          .where("state", "==", "pending")
          .where("dueAt", "<=", Timestamp.fromMillis(now.getTime() - FOLLOW_UP_OVERDUE_GRACE_MS))
          .count()
          .get(),
      ]);
      return { failing: failing.data().count, overdue: overdue.data().count };
    },

    /**
     * A page of the pending follow-ups due at `now`, oldest due first, after the page that ended at
     * `after` (the first page without it). Index: followUps (state, dueAt).
     */
    async pageDue(
      now: Date,
      after?: QueryDocumentSnapshot,
      limit = SWEEP_PAGE_SIZE,
    ): Promise<{ due: string[]; last: QueryDocumentSnapshot | undefined }> {
      const query = collection
        .where("state", "==", "pending")
        .where("dueAt", "<=", Timestamp.fromDate(now))
        .orderBy("dueAt", "asc");
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
          .map(
            (doc) => (batch: WriteBatch) =>
              batch.update(doc.ref, { awaitsQueue: awaitsQueueAt(dateOrNull(doc.get("dueAt")) ?? now, now) }),
          );
        await commitChanges(db, count, options, changes, page.length);
      }
      return count;
    },

    /**
     * Marks the follow-ups that failed before `failing` was kept as a failure marks them now
     * (`failing: true` and a `lastFailedAt`, their `failedAt` or due time), so the Operations page
     * lists them: those failed for good, and pending ones with failed runs. Reads them 500 at a time
     * by id and writes only those not marked, so a second run changes nothing.
     */
    async backfillFailing(options: BackfillOptions): Promise<BackfillCount> {
      const count: BackfillCount = { read: 0, changed: 0 };
      for (const state of ["failed", "pending"] satisfies FollowUpState[]) {
        for await (const page of pagesOf(collection.where("state", "==", state))) {
          const changes = page
            .filter(
              (doc) =>
                (state === "failed" || numberOr(doc.get("failedRuns"), 0) > 0) &&
                (doc.get("failing") !== true || !(doc.get("lastFailedAt") instanceof Timestamp)),
            )
            .map(
              (doc) => (batch: WriteBatch) =>
                batch.update(doc.ref, {
                  failing: true,
                  lastFailedAt: (doc.get("lastFailedAt") ??
                    doc.get("failedAt") ??
                    doc.get("dueAt") ??
                    Timestamp.now()) as Timestamp,
                }),
            );
          await commitChanges(db, count, options, changes, page.length);
        }
      }
      return count;
    },

    /**
     * Renames the action of the follow-ups written before it was called so (`LEGACY_ACTION_FIELD`)
     * to `action`, keeping an `action` already there. Reads every follow-up 500 at a time by id and
     * writes only those that still hold the old field, so a second run changes nothing.
     */
    async renameLegacyActions(options: BackfillOptions): Promise<BackfillCount> {
      const count: BackfillCount = { read: 0, changed: 0 };
      for await (const page of pagesOf(collection)) {
        const changes = page
          .filter((doc) => doc.get(LEGACY_ACTION_FIELD) !== undefined)
          .map(
            (doc) => (batch: WriteBatch) =>
              batch.update(doc.ref, {
                action: (doc.get("action") ?? doc.get(LEGACY_ACTION_FIELD)) as unknown,
                [LEGACY_ACTION_FIELD]: FieldValue.delete(),
              }),
          );
        await commitChanges(db, count, options, changes, page.length);
      }
      return count;
    },

    /**
     * Rewrites the stored action of each follow-up of `kind` that `rewrite` changes (null leaves it
     * as it is): a payload's shape migrated once. Reads them 500 at a time and writes only those
     * it changes, so a second run changes nothing.
     */
    async rewriteActions(
      kind: FollowUpKind,
      rewrite: (action: Record<string, unknown>) => Record<string, unknown> | null,
      options: BackfillOptions,
    ): Promise<BackfillCount> {
      const count: BackfillCount = { read: 0, changed: 0 };
      for await (const page of pagesOf(collection.where("kind", "==", kind))) {
        const changes = page.flatMap((doc) => {
          const action = rewrite(storedAction(doc));
          return action ? [(batch: WriteBatch) => batch.update(doc.ref, { action })] : [];
        });
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
