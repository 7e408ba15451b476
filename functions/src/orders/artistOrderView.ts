import type { Firestore } from "firebase-admin/firestore";
import {
  dueDate,
  followUpDueAt,
  isPackageKey,
  orderNumber,
  orderStatusFor,
  studioTabOf,
  type ArtistOrderView,
} from "@songs/domain";
import { notFound } from "../http/errors";
import { handInView } from "./fulfilmentViews";
import { orderBrief, type OrderRecord } from "./orderRecord";
import { orderReads } from "./orderReads";
import { voiceFactsOf } from "./orderView";

/**
 * An order as its artist sees it: only what the work needs (docs/studio.md). Built field by field,
 * so the customer's email, name, address, payment and total can never slip through. Null when the
 * order is neither offered to nor taken by `artistId`, when it was cancelled, or when their offer's
 * time ran out (the lapse itself is the follow-up's to write: a read changes nothing).
 */
export function artistOrderView(order: OrderRecord, artistId: string, now: Date = new Date()): ArtistOrderView | null {
  const { work } = order;
  const tab = work ? studioTabOf(work, artistId) : null;
  if (!work || !tab || !isPackageKey(order.package)) return null;
  const offerExpiresAt =
    tab === "offered" && work.offeredAt ? followUpDueAt("lapse_offer", { offeredAt: work.offeredAt }) : null;
  if (offerExpiresAt && offerExpiresAt.getTime() <= now.getTime()) return null;
  return {
    id: order.id,
    number: orderNumber(order.id),
    said: orderStatusFor("artist", voiceFactsOf(order)),
    ...orderBrief(order),
    package: order.package,
    dueDate: dueDate(order.createdAt, order.package, order.addOns).toISOString(),
    stage: work.stage,
    tab,
    offerExpiresAt: offerExpiresAt?.toISOString() ?? null,
    revisionNotes: order.revisions.filter((revision) => revision.resolvedAt === null).map((revision) => revision.note),
    songCheckNotes: work.songCheckNotes,
    submittedVersions: work.submittedVersions,
    delivery: handInView(order, "artist"),
  };
}

/** The order `orderId` as `artistId` sees it; 404 unless it is theirs now. Reads only. */
export async function requireArtistOrder(
  db: Firestore,
  orderId: string,
  artistId: string,
): Promise<{ order: OrderRecord; view: ArtistOrderView }> {
  const order = await orderReads(db).get(orderId);
  const view = order ? artistOrderView(order, artistId) : null;
  if (!order || !view) throw notFound("Order not found");
  return { order, view };
}
