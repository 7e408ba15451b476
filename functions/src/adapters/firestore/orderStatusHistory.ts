import { FieldValue, type Firestore, type Transaction } from "firebase-admin/firestore";
import { type OrderStatus } from "@songs/domain";
import { text, textOrNull } from "./documentFields";
import { toDate } from "./timestamps";

/** `orders/{id}/statusHistory/{auto}`: one status change, with who made it and why. */
export interface StatusChange {
  from: string;
  to: OrderStatus;
  changedBy: string;
  changedByEmail: string | null;
  /** null for an admin's choice; "song_delivered" when an upload delivered a version of the song. */
  reason: string | null;
  /** The song version a delivery stored (a new version of a completed order is recorded too). */
  songVersion?: number;
}

export function orderStatusHistory(db: Firestore) {
  const historyOf = (orderId: string) => db.collection("orders").doc(orderId).collection("statusHistory");
  return {
    /**
     * Adds the entry to the transaction that changes the order, so the change and its entry commit
     * together or not at all. `createdAt` is the commit time, so entries sort in commit order.
     */
    record(transaction: Transaction, orderId: string, change: StatusChange): void {
      transaction.create(historyOf(orderId).doc(), { ...change, createdAt: FieldValue.serverTimestamp() });
    },

    /** Oldest first. */
    async list(orderId: string): Promise<(StatusChange & { createdAt: Date })[]> {
      const snapshot = await historyOf(orderId).orderBy("createdAt", "asc").get();
      return snapshot.docs.map((doc) => ({
        from: text(doc.get("from")),
        to: text(doc.get("to")) as OrderStatus,
        changedBy: text(doc.get("changedBy")),
        changedByEmail: textOrNull(doc.get("changedByEmail")),
        reason: textOrNull(doc.get("reason")),
        createdAt: toDate(doc.get("createdAt")),
      }));
    },
  };
}
