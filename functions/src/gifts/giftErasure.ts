import type { Firestore } from "firebase-admin/firestore";
import type { GiftView } from "@songs/domain";
import { giftRecord, giftView } from "./giftRecord";

/**
 * What a person's data requests do with `gifts/{orderId}` (the gifts capability, its one owner):
 * the gifts of a page of orders for their copy of their data, and an account's deletion forgetting
 * them (recipient, message, thanks; a scheduled one never goes out: its follow-up finds it gone).
 */
export function giftErasure(db: Firestore) {
  const collection = db.collection("gifts");
  return {
    /** The gifts of these orders as their customer sees them, by order id, in one batched read. */
    async exportOf(orderIds: readonly string[], siteUrl: string): Promise<Map<string, GiftView>> {
      if (orderIds.length === 0) return new Map();
      const snapshots = await db.getAll(...orderIds.map((id) => collection.doc(id)));
      const found = new Map<string, GiftView>();
      for (const snapshot of snapshots) {
        const gift = giftRecord.readIfExists(snapshot);
        if (!gift) continue;
        found.set(snapshot.id, giftView(gift, siteUrl));
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
