import type { DocumentSnapshot } from "firebase-admin/firestore";
import { dateOrNull, text, textOrNull } from "./documentFields";
import type { ShippingAddress } from "./orders";
import { toDate } from "./timestamps";

/**
 * `orders/{checkoutSessionId}` as the customer's side and fulfilment read it: the paid order
 * (written at checkout) plus the delivery, download, share, revision and refund fields.
 */
export interface OrderRecord {
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
  shippingAddress: ShippingAddress | null;
  paymentIntentId: string | null;
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
  /** What has been refunded of the order's charge, in cents. */
  refundedCents: number;
  /** Token of the order's one live private listening link (`share: { token, sharedAt }`, null when none). */
  shareToken: string | null;
}

export function orderFromSnapshot(snapshot: DocumentSnapshot): OrderRecord {
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
    shippingAddress: (data.shippingAddress as ShippingAddress | null | undefined) ?? null,
    paymentIntentId: textOrNull(data.paymentIntentId),
    createdAt: toDate(data.createdAt),
    updatedAt: dateOrNull(data.updatedAt),
    completedAt: dateOrNull(data.completedAt),
    downloadedAt: dateOrNull(data.downloadedAt),
    songPath: textOrNull(data.songPath),
    songContentType: textOrNull(data.songContentType),
    songVersion: Number(data.songVersion ?? 0),
    revisionRequested: data.revisionRequested === true,
    revisionCount: Number(data.revisionCount ?? 0),
    refundedCents: Number(data.refundedCents ?? 0),
    shareToken: textOrNull((data.share as { token?: unknown } | null | undefined)?.token),
  };
}
