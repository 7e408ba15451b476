import type { Firestore, Transaction, WriteBatch } from "firebase-admin/firestore";
import { z } from "zod";
import { storedRecord, timestamp } from "../adapters/firestore/storedRecord";

/** `downloads/{orderId}`: the first download of an order's song, written once (part of the order's record). */
const downloadRecord = storedRecord(z.object({ orderId: z.string(), userId: z.string(), createdAt: timestamp }), {
  id: "orderId",
  idStored: true,
  stamps: ["createdAt"],
});

export function downloads(db: Firestore) {
  const collection = db.collection("downloads");
  return {
    /** Read step of recording the first download in the order's transaction: `write()` creates it unless it exists. */
    async prepareFirst(transaction: Transaction, orderId: string, userId: string): Promise<() => void> {
      const ref = collection.doc(orderId);
      const exists = (await transaction.get(ref)).exists;
      return () => {
        if (!exists) transaction.create(ref, downloadRecord.write({ orderId, userId }));
      };
    },

    /** When the order's song was first downloaded; null when never (a dispute's evidence). */
    async firstAt(orderId: string): Promise<Date | null> {
      return downloadRecord.readIfExists(await collection.doc(orderId).get())?.createdAt ?? null;
    },

    /** Forgets the order's first download (an account's deletion), with the batch's other writes. */
    forgetIn(batch: WriteBatch, orderId: string): void {
      batch.delete(collection.doc(orderId));
    },
  };
}
