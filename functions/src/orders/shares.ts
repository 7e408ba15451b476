import { FieldValue, type Firestore, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import { z } from "zod";
import { orNull, storedRecord, timestamp } from "../adapters/firestore/storedRecord";

/**
 * `shares/{token}`: a private listening link to an order's song; revoked links keep `revokedAt`.
 * Part of the order's record: the order holds its one live link as `share: { token, sharedAt }`
 * and both documents change together in the order's transaction (orderLifecycle.ts), so an order never
 * has two live links.
 */
const shareRecord = storedRecord(
  z.object({
    token: z.string(),
    orderId: z.string(),
    userId: z.string(),
    createdAt: timestamp,
    revokedAt: orNull(timestamp),
  }),
  { id: "token", stamps: ["createdAt"] },
);

export type ShareRecord = ReturnType<typeof shareRecord.read>;

export function shares(db: Firestore) {
  const collection = db.collection("shares");
  return {
    async get(token: string): Promise<ShareRecord | null> {
      return shareRecord.readIfExists(await collection.doc(token).get());
    },

    /** Creates the link in the order's transaction. */
    create(transaction: Transaction, token: string, link: { orderId: string; userId: string }): void {
      transaction.create(collection.doc(token), shareRecord.write({ token, ...link, revokedAt: null }));
    },

    /** Read step of revoking the link in the order's transaction: `write()` revokes it if it exists. */
    async prepareRevoke(transaction: Transaction, token: string): Promise<() => void> {
      const link = await transaction.get(collection.doc(token));
      return () => {
        if (link.exists) transaction.update(link.ref, { revokedAt: FieldValue.serverTimestamp() });
      };
    },

    /** Revokes the link with a batch's other writes (an account's deletion); a missing link is left alone. */
    revokeIn(batch: WriteBatch, token: string): void {
      batch.set(collection.doc(token), { revokedAt: FieldValue.serverTimestamp() }, { merge: true });
    },
  };
}
