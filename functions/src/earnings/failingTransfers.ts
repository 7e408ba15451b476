import { Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { OPERATIONS_PAGE_SIZE } from "@songs/domain";
import { text, textOrNull } from "../adapters/firestore/documentFields";
import { pageByCursor } from "../http/pageCursor";

/** A released order whose artist's transfer keeps failing, from its ledger release entry. */
export interface FailingTransfer {
  orderId: string;
  artistId: string;
  recipientName: string | null;
  /** When the order was released (the entry's creation). */
  releasedAt: Date | null;
  /** What Stripe last said, when the transfer records it. */
  error: string | null;
}

function failingTransferOf(doc: DocumentSnapshot): FailingTransfer {
  const createdAt = doc.get("createdAt") as unknown;
  return {
    orderId: text(doc.get("orderId")),
    artistId: text(doc.get("artistId")),
    recipientName: textOrNull(doc.get("recipientName")),
    releasedAt: createdAt instanceof Timestamp ? createdAt.toDate() : null,
    error: textOrNull(doc.get("transfer.lastError")) ?? textOrNull(doc.get("transfer.error")),
  };
}

/** The release entries (`earnings/{orderId}-release`) whose transfer to the artist is failing (`transfer.state` "failing"). */
const failingReleases = (db: Firestore) => db.collection("earnings").where("transfer.state", "==", "failing");

/**
 * A page of the released orders whose transfer to the artist is failing, the oldest release first,
 * and how many (one count() over the same filter). Index: earnings (transfer.state, createdAt).
 */
export async function pageFailingTransfers(db: Firestore, cursor?: string): Promise<{ rows: FailingTransfer[]; nextCursor: string | null; count: number }> {
  const failing = failingReleases(db);
  const [page, count] = await Promise.all([
    pageByCursor(failing.orderBy("createdAt", "asc"), { list: "failing-transfers", field: "createdAt", limit: OPERATIONS_PAGE_SIZE, cursor, ascending: true }),
    failing.count().get(),
  ]);
  return { rows: page.docs.map(failingTransferOf), nextCursor: page.nextCursor, count: count.data().count };
}

export async function countFailingTransfers(db: Firestore): Promise<number> {
  return (await failingReleases(db).count().get()).data().count;
}
