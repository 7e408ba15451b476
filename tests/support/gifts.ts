import { Timestamp } from "firebase-admin/firestore";
import { localDateAndTime, type GiftResponse, type GiftView } from "@songs/domain";
import { api, runScheduled } from "./api";
import { stackFirestore } from "./adminSession";
import { SWEEP } from "./lifecycleTime";
import "./stackContext";

/** A gift delivery to `recipientEmail`, due `msAhead` from now in UTC (whole minutes, as the form picks them). */
export function giftRequest(msAhead: number, fields: Record<string, unknown> = {}) {
  const at = new Date(Math.ceil((Date.now() + msAhead) / 60_000) * 60_000);
  const { date, time } = localDateAndTime(at, "UTC");
  return {
    recipientEmail: "rose@example.com",
    senderName: "Ada Lovelace",
    date,
    time,
    timeZone: "UTC",
    message: "Happy birthday, Gran!",
    allowDownload: true,
    ...fields,
  };
}

/** Schedules (or changes) the order's gift as its customer. */
export function scheduleGift(token: string, orderId: string, body: unknown) {
  return api<GiftResponse & { error?: { code: string; message: string; fields?: Record<string, string> } }>(
    `/api/orders/${orderId}/gift`,
    { method: "PUT", token, body },
  );
}

/** The order's gift as its customer sees it. */
export async function giftOf(token: string, orderId: string): Promise<GiftView | null> {
  return (await api<GiftResponse>(`/api/orders/${orderId}/gift`, { token })).body.gift;
}

/** The gift page's token, from the stored gift. */
export async function giftToken(orderId: string): Promise<string> {
  return String((await stackFirestore().collection("gifts").doc(orderId).get()).get("token") ?? "");
}

/**
 * Moves the gift's moment to `at` (ms), as if the clock had moved on: its `sendAt` and the pending
 * send follow-up's time (the follow-up keeps its id, as a held task does).
 */
export async function moveGiftTo(orderId: string, at: number): Promise<void> {
  const db = stackFirestore();
  const gift = db.collection("gifts").doc(orderId);
  const sendAt = (await gift.get()).get("sendAt") as Timestamp;
  const moved = Timestamp.fromMillis(at);
  const pending = await db
    .collection("followUps")
    .where("orderId", "==", orderId)
    .where("kind", "==", "send_gift")
    .where("state", "==", "pending")
    .get();
  await Promise.all([
    gift.update({ sendAt: moved }),
    ...pending.docs
      .filter((doc) => (doc.get("action.sendAt") as Timestamp).isEqual(sendAt))
      .map((doc) => doc.ref.update({ dueAt: moved, "action.sendAt": moved })),
  ]);
}

/** Makes the gift's moment come now (a second ago), then runs the sweep as Cloud Scheduler would. */
export async function bringGiftForward(orderId: string): Promise<void> {
  await moveGiftTo(orderId, Date.now() - 1000);
  await runScheduled(SWEEP);
}

/** The ids of the emails about the order that start with `prefix`. */
export async function mailIdsLike(orderId: string, prefix: string): Promise<string[]> {
  const snapshot = await stackFirestore().collection("mail").where("orderId", "==", orderId).get();
  return snapshot.docs.map((doc) => doc.id).filter((id) => id.startsWith(prefix));
}
