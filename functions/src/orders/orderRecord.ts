import { Timestamp, type DocumentData, type DocumentSnapshot } from "firebase-admin/firestore";
import { z } from "zod";
import {
  dueDateOf,
  isInShippingQueue,
  orderSearchFields,
  orderStoryFields,
  PHYSICAL_ITEM_KEYS,
  queueTabOf,
  orderPromotionSchema,
  WORK_STAGES,
  type LifecycleOrder,
  type OrderNewsMoments,
  type OrderPromotion,
  type PendingRefund,
  type RefundEntry,
  type Revision,
} from "@songs/domain";
import { sameStrings } from "../adapters/firestore/documentFields";
import { count, flag, listOf, orNull, storedRecord, timestamp } from "../adapters/firestore/storedRecord";
import type { CheckoutOrder } from "../checkout";
import { fulfilmentFields, type StoredShippingAddress } from "./fulfilmentRecord";
import { work } from "./workRecord";

/** A postal address as Stripe collected it on the payment page (and as it is stored). */
export type ShippingAddress = StoredShippingAddress;

/** What a paid Checkout Session knows of its order (`orders/{checkoutSessionId}`), besides its lifecycle. */
export interface PaidOrder extends Omit<CheckoutOrder, "gift"> {
  userId: string;
  customerEmail: string | null;
  artistName: string | null;
  /** What Stripe charged, in cents (after any promotion's discount). */
  totalCents: number;
  currency: string;
  /** The promotion code the customer used and the cents it took off the list price (null or absent: none). */
  promotion?: OrderPromotion | null;
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
  dueAt: string | null;
}

/** The order as the success page shows it. */
export function orderSummary(order: OrderRecord): OrderSummary {
  return {
    orderId: order.id,
    status: order.status,
    totalCents: order.totalCents,
    recipientName: order.recipientName,
    package: order.package,
    dueAt: dueDateOf(order)?.toISOString() ?? null,
  };
}

/** The fields of an order's brief: the builder's choices and the story, all an artist needs to make the song. */
type BriefField = "occasion" | "genre" | "recipientName" | "story" | "keyMoments" | "package" | "addOns";

/** The subcollection of an order's history entries. */
export const HISTORY = "statusHistory";

const revision = z.object({
  id: z.string(),
  note: z.string(),
  requestedAt: timestamp,
  resolvedAt: orNull(timestamp),
  resolvedByVersion: orNull(z.number().int()),
}) satisfies z.ZodType<Revision>;

const refund = z.object({
  chargeId: z.string(),
  refundedTotalCents: z.number().int(),
  refundId: orNull(z.string()),
  amountCents: z.number().int(),
  source: z.enum(["cancellation", "stripe", "item"]).default("stripe"),
  item: orNull(z.enum(PHYSICAL_ITEM_KEYS)),
  refundedAt: timestamp,
}) satisfies z.ZodType<RefundEntry>;

const pendingRefund = z.object({
  state: z.enum(["requested", "failed"]),
  requestedAt: timestamp,
  failure: orNull(z.string()),
}) satisfies z.ZodType<PendingRefund>;

const moment = z.object({ name: z.string(), at: timestamp });

/** What is new on the order for its customer (`OrderNewsMoments`): the questions, the gift, what they last saw. */
const news = z.object({
  question: z.object({ name: z.string(), at: timestamp, open: count }).optional(),
  giftOpened: moment.optional(),
  giftThanked: moment.optional(),
  seenAt: orNull(timestamp),
  seenSongVersion: count,
}) satisfies z.ZodType<OrderNewsMoments>;

/**
 * The fields the lifecycle changes, as stored (the lifecycle writer updates these alone). Lists hold
 * plain timestamps (Firestore keeps no server timestamps inside lists); they stay short: at most one
 * revision request is open, and refunds are a handful per charge.
 */
const lifecycleFields = {
  status: z.string(),
  work: orNull(work),
  songPath: orNull(z.string()),
  songContentType: orNull(z.string()),
  songVersion: count,
  songDeliveredBy: orNull(z.string()),
  releasedAt: orNull(timestamp),
  revisionRequested: flag,
  revisions: listOf(revision),
  refunds: listOf(refund),
  refundedCents: count,
  pendingRefund: orNull(pendingRefund),
  cancelledAt: orNull(timestamp),
  overdueAlertedAt: orNull(timestamp),
  downloadedAt: orNull(timestamp),
  reviewed: flag,
  /**
   * The public name of the artist on `work.artistId` when the writer last changed it, so the
   * customer's order lists read no artist per order (null: no artist). Absent on an order stored
   * before it was kept: the views take the chosen artist's name when it is theirs, else read it.
   */
  workArtistName: z.string().nullable().optional(),
  /**
   * Kept by the questions and the gift through the writer, and seen by the customer; absent until
   * something happened (or on an order stored before the order held it, until migrate:bounded-reads' step `orderNews`).
   */
  news: news.optional(),
  /** The one live listening link (`shares/{token}`) and when it was made. */
  share: orNull(z.object({ token: z.string(), sharedAt: timestamp })),
  ...fulfilmentFields,
  /** Derived on every write: the admins' "To ship" queue is one equality query on it. */
  inShippingQueue: z.boolean().optional(),
};

/** The stored fields the lifecycle writer updates. */
const LIFECYCLE_FIELDS = Object.keys(lifecycleFields);

/**
 * Derived from what never changes once the order is paid, written with it: `dueAt` (the studio
 * queue's order, from the payment's time, package and add-ons), `searchTerms` and
 * `searchIdPrefixes` (the admins' search, `orderSearchFields`). Absent on an order stored before the
 * lists queried them, until the bounded reads' migration stored them (`missingQueryFields`).
 */
const queryFields = {
  dueAt: timestamp.nullable().optional(),
  searchTerms: z.array(z.string()).optional(),
  searchIdPrefixes: z.array(z.string()).optional(),
};

/** `orders/{checkoutSessionId}` as stored: what checkout wrote, the lifecycle, and what the lists query by. */
const storedOrder = z.object({
  id: z.string(),
  userId: z.string(),
  customerEmail: z.string().nullable(),
  /** The artist the customer chose (null for "any available artist"). */
  artistId: z.string().nullable(),
  artistName: z.string().nullable(),
  ...orderStoryFields,
  totalCents: z.number().int(),
  currency: z.string(),
  /** Absent on orders paid before promotion codes, and on those paid without one. */
  promotion: orderPromotionSchema.nullable().optional(),
  stripeSessionId: z.string(),
  paymentIntentId: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: orNull(timestamp),
  /** Its customer deleted their account: the personal fields are gone (privacy/accountErasure.ts). */
  customerDeleted: z.boolean().optional(),
  ...lifecycleFields,
  ...queryFields,
});

type StoredOrder = z.output<typeof storedOrder>;

/**
 * `orders/{checkoutSessionId}`: the paid order as checkout wrote it (the customer, the story, the
 * package) and its lifecycle (status, work, song, revisions, refunds), which only the lifecycle
 * writer changes (orderLifecycle.ts).
 */
export interface OrderRecord
  extends
    LifecycleOrder,
    Omit<StoredOrder, keyof LifecycleOrder | "share" | "inShippingQueue" | keyof typeof queryFields> {
  /** When the live listening link was made (null without one). */
  sharedAt: Date | null;
}

/**
 * The public name of the artist working on the order as the order holds it: the writer's
 * `workArtistName`, or on an order stored before it was kept the chosen artist's when they took
 * it; undefined when only the artist's profile can say.
 */
export function heldWorkArtistName(
  order: Pick<OrderRecord, "work" | "workArtistName" | "artistId" | "artistName">,
): string | undefined {
  const artistId = order.work?.artistId;
  if (!artistId) return undefined;
  if (typeof order.workArtistName === "string") return order.workArtistName;
  return artistId === order.artistId && order.artistName ? order.artistName : undefined;
}

/** What the orders' lists query by, from what never changes once the order is paid. */
export function orderQueryFields(
  order: Pick<OrderRecord, "id" | "createdAt" | "package" | "addOns" | "customerEmail" | "recipientName">,
): { dueAt: Date | null; searchTerms: string[]; searchIdPrefixes: string[] } {
  return { dueAt: dueDateOf(order), ...orderSearchFields(order) };
}

/** The order as stored: the listening link as `share`, and what its lists and queues query by, derived. */
const order = z.codec(storedOrder, z.custom<OrderRecord>(), {
  decode: ({
    share,
    inShippingQueue: _queue,
    dueAt: _due,
    searchTerms: _terms,
    searchIdPrefixes: _ids,
    ...stored
  }) => ({
    ...stored,
    shareToken: share?.token ?? null,
    sharedAt: share?.sharedAt ?? null,
  }),
  encode: ({ shareToken, sharedAt, ...fields }) => ({
    ...fields,
    // A link stored with the order from the start (a seed's) was made with it.
    share: shareToken ? { token: shareToken, sharedAt: sharedAt ?? fields.createdAt } : null,
    inShippingQueue: isInShippingQueue(fields),
    ...orderQueryFields(fields),
  }),
});

/** `orders/*`, through the order's codec; `updatedAt` is stamped at a write that leaves it out. */
export const orderRecord = storedRecord(order, { id: "id", stamps: ["updatedAt"] });

/** The order's stored fields its lifecycle changes: what the lifecycle writer updates. */
export function lifecycleUpdate(changed: OrderRecord): DocumentData {
  const stored = orderRecord.write(changed);
  // A field the order does not hold yet (`workArtistName` before its writer kept it) is left as stored.
  return Object.fromEntries(LIFECYCLE_FIELDS.flatMap((field) => (field in stored ? [[field, stored[field]]] : [])));
}

/**
 * A new order as first stored (a payment's, the seeds', the tests' arranged orders): what checkout
 * knows, then its lifecycle (the lifecycle's shipping address, kept from the one collected).
 */
export function newOrder(paid: PaidOrder, lifecycle: LifecycleOrder): OrderRecord {
  return { ...paid, ...lifecycle, sharedAt: null, updatedAt: null };
}

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

const sameTime = (stored: unknown, wanted: Date | null) =>
  stored instanceof Timestamp && wanted ? stored.toMillis() === wanted.getTime() : stored === wanted;

/**
 * The fields an order stored before its lists queried them lacks (or holds stale), as the order's
 * codec derives them on every write (`dueAt`, `searchTerms`, `searchIdPrefixes`, `work.queueTab`,
 * and the submission's `submittedAt`, by which the song check is ordered), ready for an update;
 * null when the order holds them all.
 */
export function missingQueryFields(snapshot: DocumentSnapshot): Record<string, unknown> | null {
  const stored = orderRecord.read(snapshot);
  const wanted = orderQueryFields(stored);
  const missing: Record<string, unknown> = {};
  if (!sameTime(snapshot.get("dueAt"), wanted.dueAt)) missing.dueAt = wanted.dueAt && Timestamp.fromDate(wanted.dueAt);
  if (!sameStrings(snapshot.get("searchTerms"), wanted.searchTerms)) missing.searchTerms = wanted.searchTerms;
  if (!sameStrings(snapshot.get("searchIdPrefixes"), wanted.searchIdPrefixes))
    missing.searchIdPrefixes = wanted.searchIdPrefixes;
  if (stored.work) {
    const tab = queueTabOf(stored.work);
    if (snapshot.get("work.queueTab") !== tab) missing["work.queueTab"] = tab;
    // The song check lists its orders by the submission's time: one stored without it is listed first.
    const submission = stored.work.submission;
    if (submission && !(snapshot.get("work.submission.submittedAt") instanceof Timestamp))
      missing["work.submission.submittedAt"] = Timestamp.fromDate(submission.submittedAt);
  }
  return Object.keys(missing).length > 0 ? missing : null;
}

const storedHistory = z.object({
  id: z.string(),
  /** The command, as it was named when it ran. */
  event: z.string(),
  from: z.string(),
  to: z.string(),
  stageFrom: orNull(z.enum(WORK_STAGES)),
  stageTo: orNull(z.enum(WORK_STAGES)),
  changedBy: z.string(),
  changedByEmail: orNull(z.string()),
  reason: orNull(z.string()),
  songVersion: z.number().int().optional(),
  createdAt: timestamp,
});

/** One entry of `orders/{id}/statusHistory` (a decision's `HistoryEntry`), as stored. */
export type HistoryRecord = z.output<typeof storedHistory>;

/** `orders/{id}/statusHistory/*`, written with the change it tells of; `createdAt` is stamped at the write. */
export const historyRecord = storedRecord(storedHistory, { id: "id", stamps: ["createdAt"] });
