import { Timestamp, type QueryDocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { FOLLOW_UP_TASK_HORIZON_MS } from "@songs/domain";
import { storedRecord } from "../adapters/firestore/storedRecord";
import { storedFollowUp } from "./followUpRecord";

/** What queueing a follow-up's task needs of it, read through its schema (its other fields are the runner's to check). */
const queueable = storedRecord(storedFollowUp.pick({ id: true, dueAt: true }), { id: "id" });

/** Largest number of due follow-ups one sweep page reads. */
export const SWEEP_PAGE_SIZE = 100;

/** The sweep's reads: the follow-ups due now, and those coming within the task queue's horizon. */
export function sweepQueries(db: Firestore) {
  const collection = db.collection("followUps");
  return {
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
      return snapshot.docs.map(queueable.read);
    },
  };
}
