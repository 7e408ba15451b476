import { Timestamp, type DocumentData } from "firebase-admin/firestore";
import { inject } from "vitest";
import { PROJECT_ID } from "../../scripts/stack/startStack";
import { runScheduled } from "./api";
import { stackFirestore } from "./adminSession";
import "./stackContext";

/** The scheduled function that carries out every due follow-up (functions/src/index.ts). */
export const SWEEP = "sweepFollowUps";

const earlier = (value: unknown, ms: number): unknown =>
  value instanceof Timestamp ? Timestamp.fromMillis(value.toMillis() - ms) : value;

/**
 * Makes `ms` pass for one order, as far as its life can tell: its payment, offer and accept times
 * and its pending follow-ups' due times (with the offer time a lapse is set for) move that far into
 * the past. Tasks already held for the old times stay held; the sweep (`passTime`) finds what is due.
 */
export async function moveOrderBack(orderId: string, ms: number): Promise<void> {
  const db = stackFirestore();
  const ref = db.collection("orders").doc(orderId);
  const order = await ref.get();
  const work = order.get("work") as DocumentData | null;
  await ref.update({
    createdAt: earlier(order.get("createdAt"), ms),
    ...(work
      ? {
          "work.offeredAt": earlier(work.offeredAt, ms),
          "work.firstOfferedAt": earlier(work.firstOfferedAt, ms),
          "work.acceptedAt": earlier(work.acceptedAt, ms),
        }
      : {}),
  });
  const pending = await db
    .collection("followUps")
    .where("orderId", "==", orderId)
    .where("state", "==", "pending")
    .get();
  await Promise.all(
    pending.docs.map((doc) =>
      doc.ref.update({
        dueAt: earlier(doc.get("dueAt"), ms),
        ...(doc.get("action.offeredAt") ? { "action.offeredAt": earlier(doc.get("action.offeredAt"), ms) } : {}),
      }),
    ),
  );
}

/** Makes one follow-up due now (a second ago), as if its time had come; its task stays held for the old time. */
export async function bringFollowUpDue(followUpId: string): Promise<void> {
  await stackFirestore()
    .collection("followUps")
    .doc(followUpId)
    .update({ dueAt: Timestamp.fromMillis(Date.now() - 1000) });
}

/** Marks the order's unclaimed alert failed after ten runs, the last an hour overdue (what Operations lists as failing); its id. */
export async function failUnclaimedAlert(orderId: string): Promise<string> {
  const followUpId = `${orderId}-unclaimed`;
  await stackFirestore()
    .collection("followUps")
    .doc(followUpId)
    .update({
      state: "failed",
      failing: true,
      failedRuns: 10,
      lastError: "Error: deadline exceeded",
      lastFailedAt: Timestamp.now(),
      dueAt: Timestamp.fromMillis(Date.now() - 3_600_000),
    });
  return followUpId;
}

/** Moves the order's life `ms` back and runs the follow-ups' sweep at once, as Cloud Scheduler would. */
export async function passTime(orderId: string, ms: number): Promise<void> {
  await moveOrderBack(orderId, ms);
  await runScheduled(SWEEP);
}

/** The order's follow-up records by id: their kind, state and what came of them. */
export async function followUpsOf(
  orderId: string,
): Promise<Map<string, { kind: string; state: string; outcome: string | null }>> {
  const snapshot = await stackFirestore().collection("followUps").where("orderId", "==", orderId).get();
  return new Map(
    snapshot.docs.map((doc) => [
      doc.id,
      {
        kind: doc.get("kind") as string,
        state: doc.get("state") as string,
        outcome: (doc.get("outcome") as string | undefined) ?? null,
      },
    ]),
  );
}

/**
 * Delivers a follow-up's task to its function directly, as Cloud Tasks would (again): what a
 * duplicated or late task does. Answers the function's HTTP status.
 */
export async function deliverFollowUpTask(followUpId: string): Promise<number> {
  const response = await fetch(`${inject("functionsOrigin")}/${PROJECT_ID}/us-central1/runFollowUp`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ data: { followUpId } }),
  });
  return response.status;
}
