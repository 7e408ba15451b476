import { FieldValue, type DocumentSnapshot, type Firestore, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { orderSearchTerms } from "@songs/domain";
import type { BlobStore } from "../adapters/blobs/BlobStore";
import { orderFromSnapshot, type OrderRecord } from "./orderRecord";
import { ORDER_SONGS_BUCKET } from "./songFiles";

/** Orders one page of a customer's erasure or export reads. */
export const CUSTOMER_ORDERS_SWEEP_PAGE = 100;

/** Every file path an order's record names (the song, the instrumental, each handed-in version), once each. */
function filePathsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const entry of value) filePathsIn(entry, found);
  } else if (typeof value === "object" && value !== null && !(value instanceof Date)) {
    const data = value as Record<string, unknown>;
    if (typeof data.path === "string" && typeof data.contentType === "string") found.add(data.path);
    for (const field of Object.values(data)) filePathsIn(field, found);
  }
  return found;
}

/** The order's files in the songs bucket (`songPath` and every `{ path, contentType }` it holds). */
export function orderFilePaths(snapshot: DocumentSnapshot): string[] {
  const data = snapshot.data() ?? {};
  const paths = filePathsIn(data);
  if (typeof data.songPath === "string") paths.add(data.songPath);
  return [...paths];
}

/**
 * What an account's deletion does to its orders (part of the orders capability, the one owner of
 * `orders/*`, `shares/*` and `downloads/*`). The orders are kept for accounting (what was paid,
 * refunded, transferred to the artist) with every personal field removed: who it was for, the
 * story and key moments, the customer's email and address, the revision notes, the search terms
 * derived from them. The listening link is revoked. The files wait 30 days (`forgetFiles`).
 */
export function customerErasure(db: Firestore) {
  const collection = db.collection("orders");
  return {
    /** A page of the customer's orders by id (no index needed), after `after`. */
    async page(userId: string, after?: QueryDocumentSnapshot, limit = CUSTOMER_ORDERS_SWEEP_PAGE): Promise<{ orders: OrderRecord[]; snapshots: QueryDocumentSnapshot[]; last: QueryDocumentSnapshot | undefined }> {
      const query = collection.where("userId", "==", userId).orderBy("__name__").limit(limit);
      const snapshot = await (after ? query.startAfter(after) : query).get();
      return { orders: snapshot.docs.map(orderFromSnapshot), snapshots: snapshot.docs, last: snapshot.size < limit ? undefined : snapshot.docs.at(-1) };
    },

    /**
     * Removes the personal fields of a page of the customer's orders, and revokes their listening
     * links. Idempotent: an order already anonymised is written the same again.
     */
    async anonymise(snapshots: readonly QueryDocumentSnapshot[]): Promise<void> {
      if (snapshots.length === 0) return;
      const batch = db.batch();
      for (const snapshot of snapshots) {
        const order = orderFromSnapshot(snapshot);
        batch.update(snapshot.ref, {
          customerDeleted: true,
          customerEmail: null,
          recipientName: "",
          story: "",
          keyMoments: "",
          shippingAddress: null,
          // Dates as they are: Firestore stores them as Timestamps, as the lifecycle writes them.
          revisions: order.revisions.map((revision) => ({ ...revision, note: "" })),
          share: null,
          searchTerms: orderSearchTerms({ id: order.id, customerEmail: null, recipientName: "" }),
          updatedAt: FieldValue.serverTimestamp(),
        });
        if (order.shareToken) batch.set(db.collection("shares").doc(order.shareToken), { revokedAt: FieldValue.serverTimestamp() }, { merge: true });
        batch.delete(db.collection("downloads").doc(order.id));
      }
      await batch.commit();
    },

    /**
     * Deletes the order's files (the songs bucket) and forgets them and the lyrics on the order.
     * False, and nothing deleted, while a refund is open on it (the files may be evidence).
     */
    async forgetFiles(snapshot: DocumentSnapshot, blobs: BlobStore): Promise<boolean> {
      const order = orderFromSnapshot(snapshot);
      if (order.pendingRefund) return false;
      for (const path of orderFilePaths(snapshot)) await blobs.delete(ORDER_SONGS_BUCKET, path);
      await snapshot.ref.update({ songPath: null, instrumental: null, lyrics: null, filesDeletedAt: FieldValue.serverTimestamp() });
      return true;
    },
  };
}
