import { FieldValue, type Firestore, type Transaction, type WriteBatch } from "firebase-admin/firestore";

/** `downloads/{orderId}`: the first download of an order's song, written once (part of the order's record). */
export function downloads(db: Firestore) {
  const collection = db.collection("downloads");
  return {
    /** Read step of recording the first download in the order's transaction: `write()` creates it unless it exists. */
    async prepareFirst(transaction: Transaction, orderId: string, userId: string): Promise<() => void> {
      const ref = collection.doc(orderId);
      const exists = (await transaction.get(ref)).exists;
      return () => {
        if (!exists) transaction.create(ref, { userId, orderId, createdAt: FieldValue.serverTimestamp() });
      };
    },

    /** Forgets the order's first download (an account's deletion), with the batch's other writes. */
    forgetIn(batch: WriteBatch, orderId: string): void {
      batch.delete(collection.doc(orderId));
    },
  };
}
