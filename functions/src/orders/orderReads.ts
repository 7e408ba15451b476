import type { Firestore, Query } from "firebase-admin/firestore";
import { DOCUMENT_ID_PATTERN, type OrderStatus } from "@songs/domain";
import { decodeIdCursor, invalidCursor, UNKNOWN_CURSOR } from "../http/cursor";
import { HISTORY, historyFromSnapshot, orderFromSnapshot, type HistoryRecord, type OrderRecord, type OrderSummary } from "./orderRecord";
import { shares, type ShareRecord } from "./shares";

/** A customer's orders come a page at a time, newest first. */
export const CUSTOMER_ORDERS_PAGE = 50;

/** The admins' list scans this many orders per page (the search runs over them), newest first. */
export const ADMIN_ORDERS_PAGE = 500;

/** Order ids are Checkout Session ids (or seed ids): never a "/" that would leave the collection. */
export function isOrderId(value: string): boolean {
  return DOCUMENT_ID_PATTERN.test(value);
}

/** A page of orders and the cursor of the next (the last order's id), null on the last page. */
export interface OrderPage {
  orders: OrderRecord[];
  nextCursor: string | null;
}

const STALE_PAGE = "This list's page link is out of date. Reload the list.";

/**
 * The orders' read model: every read of `orders/*` and their history, for the customer's, the
 * admins' and the studio's views. It never writes (the lifecycle writer, orderLifecycle.ts, does).
 */
export function orderReads(db: Firestore) {
  const collection = db.collection("orders");

  /** One page of `query` (ordered newest first) after the order `cursor`, with the next page's cursor. */
  async function page(query: Query, limit: number, cursor: string | undefined, belongs: (order: OrderRecord) => boolean): Promise<OrderPage> {
    let start = query;
    if (cursor) {
      const after = await collection.doc(decodeIdCursor(cursor, STALE_PAGE, UNKNOWN_CURSOR)).get();
      if (!after.exists || !belongs(orderFromSnapshot(after))) throw invalidCursor(STALE_PAGE, UNKNOWN_CURSOR);
      start = query.startAfter(after);
    }
    const snapshot = await start.limit(limit + 1).get();
    const orders = snapshot.docs.slice(0, limit).map(orderFromSnapshot);
    return { orders, nextCursor: snapshot.size > limit ? (orders.at(-1)?.id ?? null) : null };
  }

  return {
    async get(orderId: string): Promise<OrderRecord | null> {
      if (!isOrderId(orderId)) return null;
      const snapshot = await collection.doc(orderId).get();
      return snapshot.exists ? orderFromSnapshot(snapshot) : null;
    },

    /** The order when it belongs to `userId`; null otherwise, whether or not it exists. */
    async getOwned(orderId: string, userId: string): Promise<OrderRecord | null> {
      const order = await this.get(orderId);
      return order && order.userId === userId ? order : null;
    },

    async summary(orderId: string): Promise<OrderSummary | null> {
      const order = await this.get(orderId);
      return order && { orderId, status: order.status, totalCents: order.totalCents, recipientName: order.recipientName, package: order.package };
    },

    /** A page of the customer's orders, newest first. Index: orders (userId, createdAt DESC). */
    pageByCustomer(userId: string, cursor?: string): Promise<OrderPage> {
      const query = collection.where("userId", "==", userId).orderBy("createdAt", "desc");
      return page(query, CUSTOMER_ORDERS_PAGE, cursor, (order) => order.userId === userId);
    },

    /** A page of the newest orders for the admins (of one status when given). Index: orders (status, createdAt DESC). */
    pageForAdmins(status: OrderStatus | "", cursor?: string): Promise<OrderPage> {
      const query = (status ? collection.where("status", "==", status) : collection).orderBy("createdAt", "desc");
      return page(query, ADMIN_ORDERS_PAGE, cursor, (order) => !status || order.status === status);
    },

    /** A listening link, as stored (revoked ones too); null for an unknown token. */
    share: (token: string): Promise<ShareRecord | null> => shares(db).get(token),

    /** The order paid with a Stripe PaymentIntent. */
    async findByPaymentIntent(paymentIntentId: string): Promise<OrderRecord | null> {
      const snapshot = await collection.where("paymentIntentId", "==", paymentIntentId).limit(1).get();
      const [doc] = snapshot.docs;
      return doc ? orderFromSnapshot(doc) : null;
    },

    /** The recipients of these orders by order id (those on file), read in one batch. */
    async recipientNames(orderIds: string[]): Promise<Map<string, string>> {
      if (orderIds.length === 0) return new Map();
      const snapshots = await db.getAll(...orderIds.map((id) => collection.doc(id)));
      return new Map(
        snapshots.filter((doc) => typeof doc.get("recipientName") === "string").map((doc) => [doc.id, String(doc.get("recipientName"))]),
      );
    },

    /** The order's history, oldest first. */
    async history(orderId: string): Promise<HistoryRecord[]> {
      const snapshot = await collection.doc(orderId).collection(HISTORY).orderBy("createdAt", "asc").get();
      return snapshot.docs.map(historyFromSnapshot);
    },

    /** The orders open to `artistId` as offers, or theirs to make: the studio's queue. */
    async listForArtist(artistId: string): Promise<OrderRecord[]> {
      const [offered, taken] = await Promise.all([
        collection.where("work.offeredTo", "array-contains", artistId).get(),
        collection.where("work.artistId", "==", artistId).get(),
      ]);
      return [...new Map([...offered.docs, ...taken.docs].map((doc) => [doc.id, orderFromSnapshot(doc)])).values()];
    },

    /** Released orders with a physical item still to make, post or see delivered (the "To ship" queue), released first first. */
    async listInShippingQueue(): Promise<OrderRecord[]> {
      const snapshot = await collection.where("inShippingQueue", "==", true).get();
      const releasedAt = (order: OrderRecord) => order.completedAt?.getTime() ?? 0;
      return snapshot.docs.map(orderFromSnapshot).sort((a, b) => releasedAt(a) - releasedAt(b));
    },

    /** Orders whose submitted version waits in the song check, oldest submission first. */
    async listInSongCheck(): Promise<OrderRecord[]> {
      const snapshot = await collection.where("work.stage", "==", "song_check").get();
      const submittedAt = (order: OrderRecord) => order.work?.submission?.submittedAt.getTime() ?? 0;
      return snapshot.docs.map(orderFromSnapshot).sort((a, b) => submittedAt(a) - submittedAt(b));
    },
  };
}
