import type { Firestore } from "firebase-admin/firestore";
import { dueDate, isPackageKey, OFFER_LAPSE_MS, studioTabOf, type ArtistOrderView } from "@songs/domain";
import { notFound } from "../http/errors";
import { orderWork, type WorkingOrder, type WorkOutcome } from "../orders";

/**
 * An order as its artist sees it: only what the work needs (docs/studio.md). Built field by field,
 * so the customer's email, name, address, payment and total can never slip through. Null when the
 * order is neither offered to nor taken by `artistId`.
 */
export function artistOrderView(order: WorkingOrder, artistId: string): ArtistOrderView | null {
  const { work } = order;
  const tab = studioTabOf(work, artistId);
  if (!tab || !isPackageKey(order.package)) return null;
  return {
    id: order.id,
    occasion: order.occasion,
    genre: order.genre,
    recipientName: order.recipientName,
    story: order.story,
    keyMoments: order.keyMoments,
    package: order.package,
    addOns: order.addOns,
    dueDate: dueDate(order.createdAt, order.package, order.addOns).toISOString(),
    stage: work.stage,
    tab,
    offerExpiresAt: tab === "offered" && work.offeredAt ? new Date(work.offeredAt.getTime() + OFFER_LAPSE_MS).toISOString() : null,
    revisionNotes: order.revisions.filter((revision) => revision.resolvedAt === null).map((revision) => revision.note),
    reviewNotes: work.reviewNotes,
    submittedVersions: work.submittedVersions,
  };
}

/** The order `orderId` as `artistId` sees it now (a lapsed offer settled first); 404 unless it is theirs. */
export async function requireArtistOrder(db: Firestore, orderId: string, artistId: string): Promise<{ outcome: WorkOutcome; view: ArtistOrderView }> {
  const outcome = await orderWork(db).read(orderId);
  const view = outcome ? artistOrderView(outcome.order, artistId) : null;
  if (!outcome || !view) throw notFound("Order not found");
  return { outcome, view };
}
