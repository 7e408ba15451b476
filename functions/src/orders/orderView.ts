import type { Firestore } from "firebase-admin/firestore";
import { customerWorkProgress, needsSettling, type OrderView, type OrderWorkView, type RevisionView } from "@songs/domain";
import type { Dependencies } from "../http/Dependencies";
import { artistNames } from "../catalog";
import type { OrderRecord, RevisionRecord } from "./orderRecord";
import { shareUrl } from "./shareUrl";
import { orderWork } from "./work";
import { sendWorkMails } from "./workMail";

/** A stored date as the API answers it: ISO 8601, or null. */
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** A revision request as the owner and the admins see it. */
export function revisionView(revision: RevisionRecord): RevisionView {
  return {
    note: revision.note,
    requestedAt: revision.requestedAt.toISOString(),
    resolvedAt: isoOrNull(revision.resolvedAt),
    resolvedByVersion: revision.resolvedByVersion,
  };
}

/** The work as the customer sees it: the artist's public name only, and the progress. */
function workView(order: OrderRecord, names: ReadonlyMap<string, string>): OrderWorkView | null {
  if (!order.work) return null;
  const { artistId } = order.work;
  return {
    progress: customerWorkProgress(order.work),
    artist: artistId ? { id: artistId, name: names.get(artistId) ?? "" } : null,
    awaitingChoice: order.work.stage === "awaiting_customer" && order.status !== "cancelled",
  };
}

/** A stored order as its owner sees it (@songs/domain: schemas/customerOrders.ts). */
export function orderView(order: OrderRecord, siteUrl: string, names: ReadonlyMap<string, string>): OrderView {
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
    updatedAt: isoOrNull(order.updatedAt),
    completedAt: isoOrNull(order.completedAt),
    downloadedAt: isoOrNull(order.downloadedAt),
    hasSong: order.songPath !== null,
    songVersion: order.songVersion,
    revisionRequested: order.revisionRequested,
    revisions: order.revisions.map(revisionView),
    hasReview: order.reviewed,
    share: order.shareToken ? { token: order.shareToken, url: shareUrl(siteUrl, order.shareToken) } : null,
    work: workView(order, names),
  };
}

/**
 * The orders as they stand now: an offer whose time ran out is settled first (its lapse written and
 * its emails sent), so the customer sees at once that their chosen artist passed.
 */
async function settled(db: Firestore, records: OrderRecord[], siteUrl: string): Promise<OrderRecord[]> {
  const now = new Date();
  return Promise.all(
    records.map(async (order) => {
      if (!order.work || !needsSettling(order.work, now)) return order;
      const outcome = await orderWork(db).read(order.id);
      if (!outcome) return order;
      await sendWorkMails(db, siteUrl, outcome);
      return outcome.order;
    }),
  );
}

/** Views of several orders as stored now, with the artists' names from the instance's catalogue memory. */
export async function loadOrderViews(context: Pick<Dependencies, "db" | "catalogue" | "config">, stored: OrderRecord[]): Promise<OrderView[]> {
  const { db, config } = context;
  const records = await settled(db, stored, config.siteUrl);
  const names = records.some((order) => order.work?.artistId) ? await artistNames(context) : new Map<string, string>();
  return records.map((order) => orderView(order, config.siteUrl, names));
}
