import type { Firestore } from "firebase-admin/firestore";
import { ANONYMOUS_REVIEWER_NAME } from "@songs/domain";
import { reviewRecord } from "./reviewRecord";

/** A review as its author's copy of their data shows it. */
export interface ExportedReview {
  orderId: string;
  rating: number;
  comment: string;
  customerName: string;
  approved: boolean;
}

/**
 * What a person's data requests do with `reviews/{orderId}` (the reviews capability, its one
 * owner): the reviews of a page of orders for their copy, and an account's deletion keeping each
 * review (its rating counts in the artist's figures) under the name "A customer".
 */
export function reviewErasure(db: Firestore) {
  const collection = db.collection("reviews");
  const ofOrders = async (orderIds: readonly string[]) =>
    orderIds.length === 0
      ? []
      : (await db.getAll(...orderIds.map((id) => collection.doc(id)))).filter((snapshot) => snapshot.exists);
  return {
    async exportOf(orderIds: readonly string[]): Promise<Map<string, ExportedReview>> {
      const found = (await ofOrders(orderIds)).map(reviewRecord.read);
      return new Map(
        found.map(({ id, rating, comment, customerName, approved }) => [
          id,
          { orderId: id, rating, comment, customerName, approved },
        ]),
      );
    },

    /** Renames these orders' reviews "A customer"; the rating and comment stay, as published. */
    async anonymise(orderIds: readonly string[]): Promise<void> {
      const found = await ofOrders(orderIds);
      if (found.length === 0) return;
      const batch = db.batch();
      for (const snapshot of found)
        batch.update(snapshot.ref, reviewRecord.fields({ customerName: ANONYMOUS_REVIEWER_NAME }));
      await batch.commit();
    },
  };
}
