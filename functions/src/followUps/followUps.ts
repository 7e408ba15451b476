import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore, type QueryDocumentSnapshot, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import type { FollowUp, FollowUpWork } from "@songs/domain";
import { dateOrNull, numberOr, text } from "../adapters/firestore/documentFields";
import { toDate } from "../adapters/firestore/timestamps";

/** Whether a follow-up still has to run. */
export type FollowUpState = "pending" | "done";

/** `followUps/{id}` as stored: what to do for which order, when, and whether it was done. */
export interface FollowUpRecord extends FollowUp {
  state: FollowUpState;
  /** Runs that failed (a payment provider that did not answer); the sweep tries again. */
  failedRuns: number;
}

function workToData(work: FollowUpWork) {
  switch (work.kind) {
    case "lapse_offer":
      return { ...work, offeredAt: Timestamp.fromDate(work.offeredAt) };
    case "send_gift":
      return { ...work, sendAt: Timestamp.fromDate(work.sendAt) };
    default:
      return { ...work };
  }
}

function workFromData(value: unknown): FollowUpWork | null {
  const data = (value ?? {}) as Record<string, unknown>;
  switch (data.kind) {
    case "lapse_offer":
      return { kind: "lapse_offer", offeredAt: toDate(data.offeredAt) };
    case "remind_artist":
      return { kind: "remind_artist", artistId: text(data.artistId) };
    case "alert_unclaimed":
    case "alert_overdue":
    case "refund":
      return { kind: data.kind };
    case "refund_item":
      return data.item === "lyrics_print" || data.item === "cd" ? { kind: "refund_item", item: data.item, amountCents: numberOr(data.amountCents, 0) } : null;
    case "song_released":
      return { kind: "song_released", version: numberOr(data.version, 0) };
    case "send_gift":
      return { kind: "send_gift", sendAt: toDate(data.sendAt) };
    default:
      return null;
  }
}

/** A new follow-up as stored. */
function followUpToData(item: FollowUp) {
  return {
    orderId: item.orderId,
    kind: item.work.kind,
    work: workToData(item.work),
    dueAt: Timestamp.fromDate(item.dueAt),
    state: "pending" satisfies FollowUpState,
    failedRuns: 0,
    createdAt: FieldValue.serverTimestamp(),
  };
}

function followUpFromSnapshot(snapshot: DocumentSnapshot): FollowUpRecord | null {
  const work = workFromData(snapshot.get("work"));
  if (!snapshot.exists || !work) return null;
  return {
    id: snapshot.id,
    orderId: text(snapshot.get("orderId")),
    dueAt: dateOrNull(snapshot.get("dueAt")) ?? new Date(0),
    work,
    state: snapshot.get("state") === "done" ? "done" : "pending",
    failedRuns: numberOr(snapshot.get("failedRuns"), 0),
  };
}

/** Largest number of due follow-ups one sweep page reads. */
export const SWEEP_PAGE_SIZE = 100;

/**
 * The owner of `followUps/*`: work of an order's life that waits for a time (an offer's lapse, an
 * alert, a reminder, a gift's delivery) or calls an outside service (a refund). Each is written in
 * the same transaction as the change that calls for it, under a deterministic id (one per order and
 * purpose), and marked done in the transaction that carries it out, so a duplicate or late run
 * does nothing twice. Index: followUps (state, dueAt) for the sweep.
 */
export function followUps(db: Firestore) {
  const collection = db.collection("followUps");
  return {
    ref: (id: string) => collection.doc(id),

    async get(id: string): Promise<FollowUpRecord | null> {
      return followUpFromSnapshot(await collection.doc(id).get());
    },

    /** The follow-up in `transaction` (its read step). */
    async read(transaction: Transaction, id: string): Promise<FollowUpRecord | null> {
      return followUpFromSnapshot(await transaction.get(collection.doc(id)));
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

    /** Counts a failed run, for the admins and for backing off. */
    async countFailure(id: string, error: string): Promise<void> {
      await collection.doc(id).update({ failedRuns: FieldValue.increment(1), lastError: error.slice(0, 500) });
    },

    /**
     * A page of the pending follow-ups due at `now`, oldest due first, after the page that ended at
     * `after` (the first page without it). Index: followUps (state, dueAt).
     */
    async pageDue(now: Date, after?: QueryDocumentSnapshot, limit = SWEEP_PAGE_SIZE): Promise<{ due: FollowUpRecord[]; last: QueryDocumentSnapshot | undefined }> {
      const query = collection.where("state", "==", "pending").where("dueAt", "<=", Timestamp.fromDate(now)).orderBy("dueAt", "asc");
      const snapshot = await (after ? query.startAfter(after) : query).limit(limit).get();
      return { due: snapshot.docs.map(followUpFromSnapshot).filter((record): record is FollowUpRecord => record !== null), last: snapshot.docs.at(-1) };
    },
  };
}
