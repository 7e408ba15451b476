import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { customerOrders } from "./customerOrders";

/**
 * `shares/{token}`: a private listening link to an order's song; revoked links keep `revokedAt`.
 * The order holds its one live link as `share: { token, sharedAt }` (null when it has none); both
 * documents change together in one transaction, so an order never has two live links.
 */
export interface ShareRecord {
  token: string;
  orderId: string;
  userId: string;
  isRevoked: boolean;
}

export function shares(db: Firestore) {
  const collection = db.collection("shares");
  const orders = customerOrders(db);
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

    /**
     * The order's live link, made with `newToken()` on first use. One transaction reads the order
     * and, when it has no link, writes the link and the order: of concurrent calls one makes the
     * link and the others, retried, answer that same token.
     */
    async liveToken(orderId: string, userId: string, newToken: () => string): Promise<string> {
      const orderRef = orders.ref(orderId);
      return db.runTransaction(async (transaction) => {
        const order = await transaction.get(orderRef);
        if (!order.exists) throw new Error(`Order ${orderId} does not exist`);
        const current: unknown = order.get("share.token");
        if (typeof current === "string" && current !== "") return current;
        const token = newToken();
        transaction.create(collection.doc(token), { orderId, userId, createdAt: FieldValue.serverTimestamp(), revokedAt: null });
        transaction.update(orderRef, { share: { token, sharedAt: FieldValue.serverTimestamp() } });
        return token;
      });
    },

    /** Revokes the order's live link, if any, in one transaction with clearing it from the order. */
    async revoke(orderId: string): Promise<void> {
      const orderRef = orders.ref(orderId);
      await db.runTransaction(async (transaction) => {
        const order = await transaction.get(orderRef);
        const token: unknown = order.get("share.token");
        if (typeof token !== "string" || token === "") return;
        const link = await transaction.get(collection.doc(token));
        if (link.exists) transaction.update(link.ref, { revokedAt: FieldValue.serverTimestamp() });
        transaction.update(orderRef, { share: null });
      });
    },
  };
}
