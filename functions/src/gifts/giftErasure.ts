import type { Firestore } from "firebase-admin/firestore";
import { giftFromSnapshot } from "./giftRecord";

/** A gift as its customer's copy of their data shows it (dates as ISO). */
export interface ExportedGift {
  recipientEmail: string;
  senderName: string;
  message: string;
  date: string;
  time: string;
  timeZone: string;
  state: string;
  sentAt: string | null;
  openedAt: string | null;
  thanks: { message: string; sentAt: string } | null;
}

/**
 * What a person's data requests do with `gifts/{orderId}` (the gifts capability, its one owner):
 * the gifts of a page of orders for their copy of their data, and an account's deletion forgetting
 * them (recipient, message, thanks; a scheduled one never goes out: its follow-up finds it gone).
 */
export function giftErasure(db: Firestore) {
  const collection = db.collection("gifts");
  return {
    /** The gifts of these orders, by order id, in one batched read. */
    async exportOf(orderIds: readonly string[]): Promise<Map<string, ExportedGift>> {
      if (orderIds.length === 0) return new Map();
      const snapshots = await db.getAll(...orderIds.map((id) => collection.doc(id)));
      const found = new Map<string, ExportedGift>();
      for (const snapshot of snapshots) {
        const gift = giftFromSnapshot(snapshot);
        if (!gift) continue;
        found.set(snapshot.id, {
          recipientEmail: gift.recipientEmail,
          senderName: gift.senderName,
          message: gift.message,
          date: gift.date,
          time: gift.time,
          timeZone: gift.timeZone,
          state: gift.state,
          sentAt: gift.sentAt?.toISOString() ?? null,
          openedAt: gift.openedAt?.toISOString() ?? null,
          thanks: gift.thanks ? { message: gift.thanks.message, sentAt: gift.thanks.sentAt.toISOString() } : null,
        });
      }
      return found;
    },

    /** Deletes these orders' gifts (an account's deletion); nothing for those without one. */
    async forget(orderIds: readonly string[]): Promise<void> {
      if (orderIds.length === 0) return;
      const batch = db.batch();
      for (const id of orderIds) batch.delete(collection.doc(id));
      await batch.commit();
    },
  };
}
