import type { Firestore } from "firebase-admin/firestore";
import type { OrderView } from "../../../src/domain/schemas/customerOrders";
import { customerOrders, type CustomerOrderRecord, type RevisionRecord } from "../adapters/firestore/customerOrders";
import { reviews } from "../adapters/firestore/reviews";
import { shareUrl } from "./shareUrl";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A stored order as its owner sees it (src/domain/schemas/customerOrders.ts). */
export function orderView(order: CustomerOrderRecord, revisions: RevisionRecord[], hasReview: boolean, siteUrl: string): OrderView {
  return {
    id: order.id,
    occasion: order.occasion,
    genre: order.genre,
    artistId: order.artistId,
    artistName: order.artistName,
    recipientName: order.recipientName,
    story: order.story,
    keyMoments: order.keyMoments,
    package: order.package,
    addOns: order.addOns,
    totalCents: order.totalCents,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    updatedAt: iso(order.updatedAt),
    completedAt: iso(order.completedAt),
    downloadedAt: iso(order.downloadedAt),
    hasSong: order.songPath !== null,
    songVersion: order.songVersion,
    revisionRequested: order.revisionRequested,
    revisions: revisions.map((revision) => ({
      note: revision.note,
      requestedAt: revision.requestedAt.toISOString(),
      resolvedAt: iso(revision.resolvedAt),
      resolvedByVersion: revision.resolvedByVersion,
    })),
    hasReview,
    share: order.shareToken ? { token: order.shareToken, url: shareUrl(siteUrl, order.shareToken) } : null,
  };
}

/** Views of several orders, with their revisions and whether each has a review. */
export async function loadOrderViews(db: Firestore, orders: CustomerOrderRecord[], siteUrl: string): Promise<OrderView[]> {
  const [reviewed, revisions] = await Promise.all([
    reviews(db).reviewedOrderIds(orders.map((order) => order.id)),
    Promise.all(orders.map((order) => customerOrders(db).listRevisions(order))),
  ]);
  return orders.map((order, index) => orderView(order, revisions[index] ?? [], reviewed.has(order.id), siteUrl));
}
