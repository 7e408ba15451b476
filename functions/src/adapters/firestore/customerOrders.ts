import { FieldValue, type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore";
import { dateOrNull, text } from "./documentFields";
import { orderFromSnapshot, type OrderRecord } from "./orderRecord";
import { toDate } from "./timestamps";

/** `orders/{orderId}/revisions/{id}`: one request per document, so concurrent requests never overwrite each other. */
export interface RevisionRecord {
  id: string;
  note: string;
  requestedAt: Date;
  resolvedAt: Date | null;
  resolvedByVersion: number | null;
}

/** Largest number of orders one customer's list answers with. */
export const MAX_CUSTOMER_ORDERS = 200;

function revisionFromSnapshot(snapshot: DocumentSnapshot): RevisionRecord {
  const data = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    note: text(data.note),
    requestedAt: toDate(data.requestedAt),
    resolvedAt: dateOrNull(data.resolvedAt),
    resolvedByVersion: typeof data.resolvedByVersion === "number" ? data.resolvedByVersion : null,
  };
}

export function customerOrders(db: Firestore) {
  const collection = db.collection("orders");
  const revisionsOf = (orderId: string) => collection.doc(orderId).collection("revisions");
  return {
    ref: (orderId: string) => collection.doc(orderId),

    async get(orderId: string): Promise<OrderRecord | null> {
      const snapshot = await collection.doc(orderId).get();
      return snapshot.exists ? orderFromSnapshot(snapshot) : null;
    },

    /** The order when it belongs to `userId`; null otherwise, whether or not it exists. */
    async getOwned(orderId: string, userId: string): Promise<OrderRecord | null> {
      const order = await this.get(orderId);
      return order && order.userId === userId ? order : null;
    },

    /** The customer's orders, newest first. Index: orders (userId, createdAt DESC). */
    async listByUser(userId: string): Promise<OrderRecord[]> {
      const snapshot = await collection.where("userId", "==", userId).orderBy("createdAt", "desc").limit(MAX_CUSTOMER_ORDERS).get();
      return snapshot.docs.map(orderFromSnapshot);
    },

    /** Revision requests of an order, oldest first. */
    async listRevisions(order: Pick<OrderRecord, "id" | "revisionCount">): Promise<RevisionRecord[]> {
      if (order.revisionCount === 0) return [];
      const snapshot = await revisionsOf(order.id).orderBy("requestedAt", "asc").get();
      return snapshot.docs.map(revisionFromSnapshot);
    },

    /** A revision request and the order's flag and count, written together. */
    async addRevision(orderId: string, note: string, userId: string): Promise<void> {
      const batch = db.batch();
      batch.create(revisionsOf(orderId).doc(), { note, userId, requestedAt: FieldValue.serverTimestamp(), resolvedAt: null, resolvedByVersion: null });
      batch.update(collection.doc(orderId), {
        revisionRequested: true,
        revisionCount: FieldValue.increment(1),
        updatedAt: FieldValue.serverTimestamp(),
      });
      await batch.commit();
    },

    /** The order's unresolved revision requests, read in a transaction (before its writes). */
    async openRevisions(transaction: Transaction, order: Pick<OrderRecord, "id" | "revisionCount">): Promise<DocumentReference[]> {
      if (order.revisionCount === 0) return [];
      const snapshot = await transaction.get(revisionsOf(order.id).where("resolvedAt", "==", null));
      return snapshot.docs.map((doc) => doc.ref);
    },

    /** Marks revision requests as resolved by a delivered song version, in the delivery's transaction. */
    resolveRevisions(transaction: Transaction, revisions: DocumentReference[], version: number): void {
      for (const revision of revisions) transaction.update(revision, { resolvedAt: FieldValue.serverTimestamp(), resolvedByVersion: version });
    },

    async setDownloadedAt(orderId: string): Promise<void> {
      await collection.doc(orderId).update({ downloadedAt: FieldValue.serverTimestamp() });
    },
  };
}
