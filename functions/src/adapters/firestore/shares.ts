import { FieldValue, type Firestore } from "firebase-admin/firestore";

/** `shares/{token}`: a private listening link to an order's song; revoked links keep `revokedAt`. */
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

    async create(token: string, orderId: string, userId: string): Promise<void> {
      await collection.doc(token).create({ orderId, userId, createdAt: FieldValue.serverTimestamp(), revokedAt: null });
    },

    /** Revokes every active link of the order (two concurrent creations may both have made one). */
    async revokeAllOf(orderId: string): Promise<void> {
      const snapshot = await collection.where("orderId", "==", orderId).get();
      const active = snapshot.docs.filter((doc) => doc.get("revokedAt") === null || doc.get("revokedAt") === undefined);
      await Promise.all(active.map((doc) => doc.ref.update({ revokedAt: FieldValue.serverTimestamp() })));
    },
  };
}
