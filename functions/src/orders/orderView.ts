import {
  customerWorkProgress,
  NOTHING_SEEN,
  orderNewsOf,
  orderNumber,
  orderStatusFor,
  type OrderView,
  type OrderVoiceFacts,
  type OrderWorkView,
  type Revision,
  type RevisionView,
} from "@songs/domain";
import type { Dependencies } from "../http/Dependencies";
import { artists } from "../catalogue";
import { customerFulfilment } from "./fulfilmentViews";
import { isoOrNull } from "./isoDates";
import { heldWorkArtistName, type OrderRecord } from "./orderRecord";
import { shareUrl } from "./shareUrl";

export { isoOrNull };

/** A revision request as the owner and the admins see it. */
export function revisionView(revision: Revision): RevisionView {
  return {
    note: revision.note,
    requestedAt: revision.requestedAt.toISOString(),
    resolvedAt: isoOrNull(revision.resolvedAt),
    resolvedByVersion: revision.resolvedByVersion,
  };
}

/** The work as the customer sees it: the artist's public name only, and the progress (none once cancelled). */
function workView(order: OrderRecord, names: ReadonlyMap<string, string>): OrderWorkView | null {
  const progress = order.work ? customerWorkProgress(order.work) : null;
  if (!order.work || !progress) return null;
  const { artistId } = order.work;
  return {
    progress,
    artist: artistId ? { id: artistId, name: heldWorkArtistName(order) ?? names.get(artistId) ?? "" } : null,
    awaitingChoice: order.work.stage === "awaiting_customer",
  };
}

/** What `orderStatusFor` reads of a stored order, for every audience and email. */
export function voiceFactsOf(order: OrderRecord): OrderVoiceFacts {
  return {
    status: order.status,
    revisionRequested: order.revisionRequested,
    work: order.work,
    createdAt: order.createdAt,
    package: order.package,
    addOns: order.addOns,
    releasedAt: order.releasedAt,
    hasReview: order.reviewed,
  };
}

/** A stored order as its owner sees it (@songs/domain: schemas/customerOrders.ts). */
export function orderView(order: OrderRecord, siteUrl: string, names: ReadonlyMap<string, string>): OrderView {
  return {
    id: order.id,
    number: orderNumber(order.id),
    said: orderStatusFor("customer", voiceFactsOf(order)),
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
    updatedAt: isoOrNull(order.updatedAt),
    releasedAt: isoOrNull(order.releasedAt),
    downloadedAt: isoOrNull(order.downloadedAt),
    hasSong: order.songPath !== null,
    songVersion: order.songVersion,
    revisionRequested: order.revisionRequested,
    revisions: order.revisions.map(revisionView),
    hasReview: order.reviewed,
    share: order.shareToken ? { token: order.shareToken, url: shareUrl(siteUrl, order.shareToken) } : null,
    work: workView(order, names),
    fulfilment: customerFulfilment(order),
    news: orderNewsOf(order.news ?? NOTHING_SEEN, {
      version: order.songPath !== null ? order.songVersion : 0,
      isDownloaded: order.downloadedAt !== null,
    }),
  };
}

/**
 * Views of orders as stored, each with what is new on it and its artist's name as the order holds
 * them (`news`, `heldWorkArtistName`): no read per order. Only an order stored before the writer
 * kept its artist's name, worked by another than the chosen artist, reads that name (one batch for
 * those). Reads only.
 */
export async function loadOrderViews(
  context: Pick<Dependencies, "db" | "config">,
  records: readonly OrderRecord[],
): Promise<OrderView[]> {
  const names = await artists(context.db).namesOf(
    records.flatMap((order) =>
      order.work?.artistId && heldWorkArtistName(order) === undefined ? [order.work.artistId] : [],
    ),
  );
  return records.map((order) => orderView(order, context.config.siteUrl, names));
}

/** The view of one order. */
export async function loadOrderView(
  context: Pick<Dependencies, "db" | "config">,
  order: OrderRecord,
): Promise<OrderView> {
  const [view] = await loadOrderViews(context, [order]);
  return view as OrderView;
}
