import { Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import { type OrderStatus } from "@songs/domain";
import { dateOrNull, text, textOrNull } from "../adapters/firestore/documentFields";
import { toDate } from "../adapters/firestore/timestamps";
import type { CheckoutOrder } from "../checkout";
import { workFromData, type WorkRecord } from "./workRecord";

/** A postal address as Stripe collected it on the payment page. */
export interface ShippingAddress {
  name: string | null;
  address: {
    line1: string | null;
    line2: string | null;
    city: string | null;
    postal_code: string | null;
    state: string | null;
    country: string | null;
  };
}

/** The paid order as the payment creates it (`orders/{checkoutSessionId}`). */
export interface PaidOrder extends CheckoutOrder {
  userId: string;
  customerEmail: string | null;
  artistName: string | null;
  /** What Stripe charged, in cents. */
  totalCents: number;
  currency: string;
  shippingAddress: ShippingAddress | null;
  stripeSessionId: string;
  paymentIntentId: string | null;
}

/** What the success page shows of an order. */
export interface OrderSummary {
  orderId: string;
  status: string;
  totalCents: number;
  recipientName: string;
  package: string;
}

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
  /**
   * The revision requests, oldest first. They live on the order (at most one is open, and only a
   * new delivery closes it, so the list stays short): every view of the order comes with one read.
   */
  revisions: RevisionRecord[];
  /** Whether the customer has reviewed the order (`reviews/{orderId}`), set with the review. */
  reviewed: boolean;
  /** What has been refunded of the order's charge, in cents. */
  refundedCents: number;
  /** Token of the order's one live private listening link (`share: { token, sharedAt }`, null when none). */
  shareToken: string | null;
  /** The studio's work on the order (offers, the artist, the quality check); null before the studio. */
  work: WorkRecord | null;
}

/** One entry of the order's `revisions`: written in the transactions that read the order, so none is lost. */
export interface RevisionRecord {
  id: string;
  note: string;
  requestedAt: Date;
  resolvedAt: Date | null;
  resolvedByVersion: number | null;
}

/** `orders/{id}/statusHistory/{auto}`: one status change, with who made it and why. */
export interface StatusChange {
  from: string;
  to: OrderStatus;
  changedBy: string;
  changedByEmail: string | null;
  /** null for an admin's choice; "song_delivered" when an upload delivered a version of the song. */
  reason: string | null;
  /** The song version a delivery stored (a new version of a completed order is recorded too). */
  songVersion?: number;
}

/**
 * `orders/{id}/refunds/{chargeId}-{refundedTotal}`: one refund of the order's charge, keyed by the
 * charge's refunded total after it, which the cancellation and Stripe's `charge.refunded` event
 * both know; so each refund is recorded once whichever of the two arrives first.
 */
export interface RefundRecord {
  chargeId: string;
  /** The charge's refunded total after this refund. */
  refundedTotalCents: number;
  refundId: string | null;
  amountCents: number;
  source: "cancellation" | "stripe";
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
    revisions: Array.isArray(data.revisions) ? data.revisions.map(revisionFromData) : [],
    reviewed: data.reviewed === true,
    refundedCents: Number(data.refundedCents ?? 0),
    shareToken: textOrNull((data.share as { token?: unknown } | null | undefined)?.token),
    work: workFromData(data.work),
  };
}

function revisionFromData(value: unknown): RevisionRecord {
  const data = (value ?? {}) as Record<string, unknown>;
  return {
    id: text(data.id),
    note: text(data.note),
    requestedAt: toDate(data.requestedAt),
    resolvedAt: dateOrNull(data.resolvedAt),
    resolvedByVersion: typeof data.resolvedByVersion === "number" ? data.resolvedByVersion : null,
  };
}

/** A revision request as the order stores it (Firestore keeps no server timestamps inside lists). */
export function revisionToData(revision: RevisionRecord): Record<string, unknown> {
  return {
    id: revision.id,
    note: revision.note,
    requestedAt: Timestamp.fromDate(revision.requestedAt),
    resolvedAt: revision.resolvedAt ? Timestamp.fromDate(revision.resolvedAt) : null,
    resolvedByVersion: revision.resolvedByVersion,
  };
}

export function statusChangeFromSnapshot(snapshot: DocumentSnapshot): StatusChange & { createdAt: Date } {
  return {
    from: text(snapshot.get("from")),
    to: text(snapshot.get("to")) as OrderStatus,
    changedBy: text(snapshot.get("changedBy")),
    changedByEmail: textOrNull(snapshot.get("changedByEmail")),
    reason: textOrNull(snapshot.get("reason")),
    createdAt: toDate(snapshot.get("createdAt")),
  };
}

export function refundFromSnapshot(snapshot: DocumentSnapshot): RefundRecord & { refundedAt: Date } {
  return {
    chargeId: text(snapshot.get("chargeId")),
    refundedTotalCents: Number(snapshot.get("refundedTotalCents") ?? 0),
    refundId: textOrNull(snapshot.get("refundId")),
    amountCents: Number(snapshot.get("amountCents") ?? 0),
    source: snapshot.get("source") === "cancellation" ? "cancellation" : "stripe",
    refundedAt: toDate(snapshot.get("refundedAt")),
  };
}
