import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { toDate } from "./timestamps";

/**
 * `orders/{checkoutSessionId}` as the customer's side after payment reads and updates it: the
 * paid order (written at checkout) plus the delivery, download, share and revision fields.
 */
export interface CustomerOrderRecord {
  id: string;
  userId: string;
  customerEmail: string | null;
  artistId: string | null;
  artistName: string | null;
  occasion: string;
  genre: string;
  recipientName: string;
  story: string;
  keyMoments: string;
  package: string;
  addOns: string[];
  totalCents: number;
  status: string;
  createdAt: Date;
  updatedAt: Date | null;
  completedAt: Date | null;
  downloadedAt: Date | null;
  /** Object path of the delivered song in the songs bucket, null until delivered. */
  songPath: string | null;
  songContentType: string | null;
  /** 0 until a song is delivered; one more per delivery. */
  songVersion: number;
  revisionRequested: boolean;
  /** Revision requests ever made (orders/{id}/revisions), so listing reads them only when there are some. */
  revisionCount: number;
  /** Token of the active private listening link. */
  shareToken: string | null;
}

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

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const textOrNull = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const dateOrNull = (value: unknown): Date | null => (value === null || value === undefined ? null : toDate(value));

function orderFromSnapshot(snapshot: DocumentSnapshot): CustomerOrderRecord {
  const data = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    userId: text(data.userId),
    customerEmail: textOrNull(data.customerEmail),
    artistId: textOrNull(data.artistId),
    artistName: textOrNull(data.artistName),
    occasion: text(data.occasion),
    genre: text(data.genre),
    recipientName: text(data.recipientName),
    story: text(data.story),
    keyMoments: text(data.keyMoments),
    package: text(data.package),
    addOns: Array.isArray(data.addOns) ? data.addOns.filter((a): a is string => typeof a === "string") : [],
    totalCents: Number(data.totalCents ?? 0),
    status: text(data.status),
    createdAt: toDate(data.createdAt),
    updatedAt: dateOrNull(data.updatedAt),
    completedAt: dateOrNull(data.completedAt),
    downloadedAt: dateOrNull(data.downloadedAt),
    songPath: textOrNull(data.songPath),
    songContentType: textOrNull(data.songContentType),
    songVersion: Number(data.songVersion ?? 0),
    revisionRequested: data.revisionRequested === true,
    revisionCount: Number(data.revisionCount ?? 0),
    shareToken: textOrNull(data.shareToken),
  };
}

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

    async get(orderId: string): Promise<CustomerOrderRecord | null> {
      const snapshot = await collection.doc(orderId).get();
      return snapshot.exists ? orderFromSnapshot(snapshot) : null;
    },

    /** The order when it belongs to `userId`; null otherwise, whether or not it exists. */
    async getOwned(orderId: string, userId: string): Promise<CustomerOrderRecord | null> {
      const order = await this.get(orderId);
      return order && order.userId === userId ? order : null;
    },

    /** The customer's orders, newest first. Index: orders (userId, createdAt DESC). */
    async listByUser(userId: string): Promise<CustomerOrderRecord[]> {
      const snapshot = await collection.where("userId", "==", userId).orderBy("createdAt", "desc").limit(MAX_CUSTOMER_ORDERS).get();
      return snapshot.docs.map(orderFromSnapshot);
    },

    /** Revision requests of an order, oldest first. */
    async listRevisions(order: CustomerOrderRecord): Promise<RevisionRecord[]> {
      if (order.revisionCount === 0) return [];
      const snapshot = await revisionsOf(order.id).orderBy("requestedAt", "asc").get();
      return snapshot.docs.map(revisionFromSnapshot);
    },

    async addRevision(orderId: string, note: string, userId: string): Promise<void> {
      await revisionsOf(orderId).add({ note, userId, requestedAt: Timestamp.now(), resolvedAt: null, resolvedByVersion: null });
      await collection.doc(orderId).update({
        revisionRequested: true,
        revisionCount: FieldValue.increment(1),
        updatedAt: FieldValue.serverTimestamp(),
      });
    },

    /** Marks every open revision request as resolved by a delivered song version. */
    async resolveRevisions(orderId: string, version: number): Promise<void> {
      const snapshot = await revisionsOf(orderId).get();
      const open = snapshot.docs.filter((doc) => doc.get("resolvedAt") === null || doc.get("resolvedAt") === undefined);
      await Promise.all(open.map((doc) => doc.ref.update({ resolvedAt: Timestamp.now(), resolvedByVersion: version })));
    },

    async setDownloadedAt(orderId: string): Promise<void> {
      await collection.doc(orderId).update({ downloadedAt: FieldValue.serverTimestamp() });
    },

    async setShareToken(orderId: string, token: string | null): Promise<void> {
      // Top-level fields: the Node Firestore emulator cannot apply a server timestamp inside a map.
      await collection.doc(orderId).update({ shareToken: token, sharedAt: token ? FieldValue.serverTimestamp() : null });
    },
  };
}
