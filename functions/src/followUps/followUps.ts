import type { Firestore } from "firebase-admin/firestore";
import { followUpBackfills } from "./followUpBackfills";
import { followUpStore } from "./followUpStore";
import { operationsQueries } from "./operationsQueries";
import { sweepQueries } from "./sweepQueries";

/**
 * The owner of `followUps/*`: what an order's life does later, each follow-up waiting for a time
 * (an offer's lapse, an alert, a reminder, a gift's delivery) or calling an outside service (a
 * refund). Each is written in the same transaction as the change that calls for it, under a
 * deterministic id (one per order and purpose), and marked done in the transaction that carries it
 * out, so a duplicate or late run does nothing twice. Its record (followUpRecord.ts) holds its
 * action: the kind and its payload, in the shape of the domain's follow-up table (`FOLLOW_UP_KINDS`).
 * Its parts: the operations on one follow-up (followUpStore.ts), the Operations page's lists
 * (operationsQueries.ts), the sweep's pages (sweepQueries.ts) and the migrations of records written
 * before a field was kept (followUpBackfills.ts). Indexes: followUps (state, dueAt) for the sweep;
 * (awaitsQueue, state, dueAt) for queueing the follow-ups that come within Cloud Tasks' horizon;
 * (failing, lastFailedAt) for the Operations page.
 */
export function followUps(db: Firestore) {
  return { ...followUpStore(db), ...operationsQueries(db), ...sweepQueries(db), ...followUpBackfills(db) };
}
