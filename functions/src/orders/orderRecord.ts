import { Timestamp, type DocumentData, type DocumentSnapshot } from "firebase-admin/firestore";
import {
  dueDateOf,
  orderSearchFields,
  queueTabOf,
  type OrderSearchFields,
  type HistoryEntry,
  type LifecycleOrder,
  type PendingRefund,
  type RefundEntry,
  type Revision,
} from "@songs/domain";
import { dateOrNull, numberOr, sameStrings, text, textOrNull } from "../adapters/firestore/documentFields";
import { toDate } from "../adapters/firestore/timestamps";
import type { CheckoutOrder } from "../checkout";
import { fulfilmentFromData, fulfilmentToData, type StoredShippingAddress } from "./fulfilmentRecord";
import { workFromData, workToData } from "./workRecord";

/** A postal address as Stripe collected it on the payment page (and as it is stored). */
export type ShippingAddress = StoredShippingAddress;

/** What a paid Checkout Session knows of its order (`orders/{checkoutSessionId}`), besides its lifecycle. */
export interface PaidOrder extends Omit<CheckoutOrder, "gift"> {
  userId: string;
  customerEmail: string | null;
  artistName: string | null;
  /** What Stripe charged, in cents. */
  totalCents: number;
  currency: string;
  /** As collected; the lifecycle keeps it from then on (the customer may correct it until it ships). */
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
 * `orders/{checkoutSessionId}`: the paid order as checkout wrote it (the customer, the story, the
 * package) and its lifecycle (status, work, song, revisions, refunds), which only the lifecycle
 * writer changes (orderLifecycle.ts).
 */
export interface OrderRecord extends LifecycleOrder {
  userId: string;
  customerEmail: string | null;
  /** The artist the customer chose (null for "any available artist"). */
  artistId: string | null;
  artistName: string | null;
  occasion: string;
  genre: string;
  recipientName: string;
  story: string;
  keyMoments: string;
  updatedAt: Date | null;
  /** Its customer deleted their account: the personal fields are gone (privacy/accountErasure.ts). */
  customerDeleted?: boolean;
}

/** The fields of an order's brief: the builder's choices and the story, all an artist needs to make the song. */
type BriefField = "occasion" | "genre" | "recipientName" | "story" | "keyMoments" | "package" | "addOns";

/** The order's brief, field by field (so nothing else of the order comes with it). */
export function orderBrief<Order extends Pick<OrderRecord, BriefField>>(order: Order): Pick<Order, BriefField> {
  return {
    occasion: order.occasion,
    genre: order.genre,
    recipientName: order.recipientName,
    story: order.story,
    keyMoments: order.keyMoments,
    package: order.package,
    addOns: order.addOns,
  };
}

/** The subcollection of an order's history entries. */
export const HISTORY = "statusHistory";

/** One entry of `orders/{id}/statusHistory`, as stored. */
export type HistoryRecord = HistoryEntry & { createdAt: Date };

const at = (date: Date | null): Timestamp | null => (date ? Timestamp.fromDate(date) : null);

function revisionFromData(value: unknown): Revision {
  const data = (value ?? {}) as Record<string, unknown>;
  return {
    id: text(data.id),
    note: text(data.note),
    requestedAt: toDate(data.requestedAt),
    resolvedAt: dateOrNull(data.resolvedAt),
    resolvedByVersion: typeof data.resolvedByVersion === "number" ? data.resolvedByVersion : null,
  };
}

function refundFromData(value: unknown): RefundEntry {
  const data = (value ?? {}) as Record<string, unknown>;
  return {
    chargeId: text(data.chargeId),
    refundedTotalCents: numberOr(data.refundedTotalCents, 0),
    refundId: textOrNull(data.refundId),
    amountCents: numberOr(data.amountCents, 0),
    source: data.source === "cancellation" || data.source === "item" ? data.source : "stripe",
    item: data.item === "lyrics_print" || data.item === "cd" ? data.item : null,
    refundedAt: toDate(data.refundedAt),
  };
}

function pendingRefundFromData(value: unknown): PendingRefund | null {
  if (typeof value !== "object" || value === null) return null;
  const data = value as Record<string, unknown>;
  return {
    state: data.state === "failed" ? "failed" : "requested",
    requestedAt: toDate(data.requestedAt),
    failure: textOrNull(data.failure),
  };
}

const listOf = <T>(value: unknown, item: (entry: unknown) => T): T[] => (Array.isArray(value) ? value.map(item) : []);

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
    totalCents: numberOr(data.totalCents, 0),
    status: text(data.status),
    paymentIntentId: textOrNull(data.paymentIntentId),
    createdAt: toDate(data.createdAt),
    updatedAt: dateOrNull(data.updatedAt),
    ...(data.customerDeleted === true ? { customerDeleted: true } : {}),
    work: workFromData(data.work),
    songPath: textOrNull(data.songPath),
    songContentType: textOrNull(data.songContentType),
    songVersion: numberOr(data.songVersion, 0),
    songDeliveredBy: textOrNull(data.songDeliveredBy),
    completedAt: dateOrNull(data.completedAt),
    revisionRequested: data.revisionRequested === true,
    revisions: listOf(data.revisions, revisionFromData),
    refunds: listOf(data.refunds, refundFromData),
    refundedCents: numberOr(data.refundedCents, 0),
    pendingRefund: pendingRefundFromData(data.pendingRefund),
    cancelledAt: dateOrNull(data.cancelledAt),
    overdueAlertedAt: dateOrNull(data.overdueAlertedAt),
    downloadedAt: dateOrNull(data.downloadedAt),
    reviewed: data.reviewed === true,
    shareToken: textOrNull((data.share as { token?: unknown } | null | undefined)?.token),
    ...fulfilmentFromData(data),
  };
}

/**
 * The lifecycle's fields as stored. Lists hold plain timestamps (Firestore keeps no server
 * timestamps inside lists); they stay short: at most one revision request is open, and refunds
 * are a handful per charge.
 */
export function lifecycleToData(order: LifecycleOrder, sharedAt: Date | null): DocumentData {
  return {
    status: order.status,
    work: order.work ? workToData(order.work) : null,
    songPath: order.songPath,
    songContentType: order.songContentType,
    songVersion: order.songVersion,
    songDeliveredBy: order.songDeliveredBy,
    completedAt: at(order.completedAt),
    revisionRequested: order.revisionRequested,
    revisions: order.revisions.map((revision) => ({
      ...revision,
      requestedAt: Timestamp.fromDate(revision.requestedAt),
      resolvedAt: at(revision.resolvedAt),
    })),
    refunds: order.refunds.map((refund) => ({ ...refund, refundedAt: Timestamp.fromDate(refund.refundedAt) })),
    refundedCents: order.refundedCents,
    pendingRefund: order.pendingRefund
      ? { ...order.pendingRefund, requestedAt: Timestamp.fromDate(order.pendingRefund.requestedAt) }
      : null,
    cancelledAt: at(order.cancelledAt),
    overdueAlertedAt: at(order.overdueAlertedAt),
    downloadedAt: at(order.downloadedAt),
    reviewed: order.reviewed,
    share: order.shareToken ? { token: order.shareToken, sharedAt: at(sharedAt) } : null,
    ...fulfilmentToData(order),
  };
}

/** What an order's lists query by that never changes once it is paid. */
type OrderQuerySource = Pick<
  OrderRecord,
  "id" | "createdAt" | "package" | "addOns" | "customerEmail" | "recipientName"
>;

/**
 * What the orders' lists query by, derived from what never changes once the order is paid: `dueAt`
 * (the studio queue's order, fixed by the payment's time, package and add-ons), `searchTerms` and
 * `searchIdPrefixes` (the admins' search, `orderSearchFields`).
 */
export function orderQueryFields(order: OrderQuerySource): { dueAt: Timestamp | null } & OrderSearchFields {
  const due = dueDateOf(order);
  return { dueAt: due ? Timestamp.fromDate(due) : null, ...orderSearchFields(order) };
}

/**
 * The whole order as first stored (a new order, the seeds, the tests' arranged orders): what
 * checkout knows, the lifecycle, and what its lists query by (`orderQueryFields`, set once here).
 */
export function orderToData(paid: PaidOrder, order: LifecycleOrder & { id: string }): DocumentData {
  return {
    ...paid,
    ...lifecycleToData(order, order.shareToken ? order.createdAt : null),
    createdAt: Timestamp.fromDate(order.createdAt),
    ...orderQueryFields({
      id: order.id,
      createdAt: order.createdAt,
      package: paid.package,
      addOns: paid.addOns,
      customerEmail: paid.customerEmail,
      recipientName: paid.recipientName,
    }),
  };
}

const sameTime = (stored: unknown, wanted: Timestamp | null) =>
  stored instanceof Timestamp && wanted ? stored.isEqual(wanted) : stored === wanted;

/**
 * The fields an order stored before its lists queried them lacks (or holds stale), as `orderToData`
 * and `workToData` derive them from the order itself (`dueAt`, `searchTerms`, `searchIdPrefixes`, `work.queueTab`,
 * and the submission's `submittedAt`, by which the song check is ordered), ready
 * for an update; null when the order holds them all.
 */
export function missingQueryFields(snapshot: DocumentSnapshot): Record<string, unknown> | null {
  const order = orderFromSnapshot(snapshot);
  const wanted = orderQueryFields(order);
  const missing: Record<string, unknown> = {};
  if (!sameTime(snapshot.get("dueAt"), wanted.dueAt)) missing.dueAt = wanted.dueAt;
  if (!sameStrings(snapshot.get("searchTerms"), wanted.searchTerms)) missing.searchTerms = wanted.searchTerms;
  if (!sameStrings(snapshot.get("searchIdPrefixes"), wanted.searchIdPrefixes))
    missing.searchIdPrefixes = wanted.searchIdPrefixes;
  if (order.work) {
    const tab = queueTabOf(order.work);
    if (snapshot.get("work.queueTab") !== tab) missing["work.queueTab"] = tab;
    // The song check lists its orders by the submission's time: one stored without it is listed first.
    const submission = order.work.submission;
    if (submission && !(snapshot.get("work.submission.submittedAt") instanceof Timestamp))
      missing["work.submission.submittedAt"] = Timestamp.fromDate(submission.submittedAt);
  }
  return Object.keys(missing).length > 0 ? missing : null;
}

export function historyFromSnapshot(snapshot: DocumentSnapshot): HistoryRecord {
  return {
    event: text(snapshot.get("event")) as HistoryEntry["event"],
    from: text(snapshot.get("from")),
    to: text(snapshot.get("to")),
    stageFrom: textOrNull(snapshot.get("stageFrom")) as HistoryEntry["stageFrom"],
    stageTo: textOrNull(snapshot.get("stageTo")) as HistoryEntry["stageTo"],
    changedBy: text(snapshot.get("changedBy")),
    changedByEmail: textOrNull(snapshot.get("changedByEmail")),
    reason: textOrNull(snapshot.get("reason")),
    ...(typeof snapshot.get("songVersion") === "number" ? { songVersion: snapshot.get("songVersion") as number } : {}),
    createdAt: toDate(snapshot.get("createdAt")),
  };
}
