import { FieldValue, type Firestore, type Transaction, type WriteBatch } from "firebase-admin/firestore";

/**
 * `shares/{token}`: a private listening link to an order's song; revoked links keep `revokedAt`.
 * Part of the order's record: the order holds its one live link as `share: { token, sharedAt }`
 * and both documents change together in the order's transaction (orderLifecycle.ts), so an order never
 * has two live links.
 */
export interface ShareRecord {
  token: string;
  orderId: string;
  userId: string;
  isRevoked: boolean;
}

export function shares(db: Firestore) {
  const collection = db.collection("shares");
  return {
    async get(token: string): Promise<ShareRecord | null> {
      const snapshot = await collection.doc(token).get();
      if (!snapshot.exists) return null;
      return {
        token,
        orderId: String(snapshot.get("orderId") ?? ""),
        userId: String(snapshot.get("userId") ?? ""),
        isRevoked: snapshot.get("revokedAt") !== null && snapshot.get("revokedAt") !== undefined,
      };
    },

    /** Creates the link in the order's transaction. */
    create(transaction: Transaction, token: string, link: { orderId: string; userId: string }): void {
      transaction.create(collection.doc(token), { ...link, createdAt: FieldValue.serverTimestamp(), revokedAt: null });
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
