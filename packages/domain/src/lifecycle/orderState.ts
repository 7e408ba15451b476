/**
 * An order as its lifecycle reasons about it: the status, the studio's work, the delivered song,
 * revision requests, refunds and what the customer did with the song. Times are Dates; the server
 * stores this shape through the order's codec (functions/src/orders/orderRecord.ts).
 */
import { isPackageKey } from "../catalogue";
import type { PhysicalItemKey } from "../deliverables";
import { dueDate } from "../studio";
import type { OrderNewsMoments } from "../orderNews";
import {
  BLANK_FULFILMENT,
  BLANK_WORK_ITEMS,
  type FulfilmentState,
  type ItemFile,
  type ItemSet,
  type WorkItems,
} from "./fulfilment";
import type { OrderPhase, OrderStatus, WorkStage } from "./statuses";

/** Who made a command: a signed-in person, or the marketplace itself (time-driven rules). */
export interface Actor {
  uid: string;
  email: string | null;
}

/** The actor of the time-driven rules and of follow-ups. */
export const SYSTEM_ACTOR: Actor = { uid: "system", email: null };

/** A version an artist submitted to the song check, kept on the order until admins decide: every owed item. */
export interface Submission {
  items: ItemSet & { song: ItemFile };
  submittedAt: Date;
}

/** An artist's decline of an offer, with their reason (for the admins). */
export interface Decline {
  artistId: string;
  reason: string;
  declinedAt: Date;
}

/** The order's work in the studio: offers, the artist on it, the items handed in, the song check. */
export interface OrderWork extends WorkItems {
  stage: WorkStage;
  /** The artist the customer chose; null for "any available artist". */
  chosenArtistId: string | null;
  /** Artists the current offer is open to. */
  offeredTo: string[];
  /** When the current offer was made; it lapses OFFER_LAPSE_MS later. */
  offeredAt: Date | null;
  /** When the order was first offered (or queued for the admins); they are alerted UNCLAIMED_ALERT_MS later if nobody took it. */
  firstOfferedAt: Date | null;
  /** Artists who declined or let an offer lapse: never offered this order again. */
  passedBy: string[];
  /** Artists whose open offer closed without their answer: another artist took it, or the admins did. */
  offerClosedFor: string[];
  /** The artist working on it, from the accept (or an admin's assignment). */
  artistId: string | null;
  acceptedAt: Date | null;
  /** The admins' notes when they sent a version back. */
  songCheckNotes: string | null;
  unclaimedAlertedAt: Date | null;
  /** When the working artist was reminded of the due date (once per artist taking it). */
  reminderSentAt: Date | null;
  submission: Submission | null;
  /** Versions the artist submitted so far. */
  submittedVersions: number;
  declines: Decline[];
}

/** One revision request: at most one is open, and only a delivery closes it. */
export interface Revision {
  id: string;
  note: string;
  requestedAt: Date;
  resolvedAt: Date | null;
  resolvedByVersion: number | null;
}

/**
 * One refund of the order's charge, keyed by the charge and its refunded total after it, which the
 * cancellation's refund and Stripe's `charge.refunded` event both know: each is recorded once.
 */
export interface RefundEntry {
  chargeId: string;
  refundedTotalCents: number;
  refundId: string | null;
  amountCents: number;
  /** The cancellation's refund, one made in Stripe's dashboard, or a physical item's refund before it shipped. */
  source: "cancellation" | "stripe" | "item";
  /** The physical item an item refund gave back (never part of the artist's share). */
  item: PhysicalItemKey | null;
  refundedAt: Date;
}

/** The cancellation's refund, asked of the payment provider by a follow-up and not yet recorded. */
export interface PendingRefund {
  state: "requested" | "failed";
  requestedAt: Date;
  /** Why the provider refused it (state failed). */
  failure: string | null;
}

/** The fields of an order its lifecycle reads and changes (with what it delivers besides the song: FulfilmentState). */
export interface LifecycleOrder extends FulfilmentState {
  id: string;
  status: OrderStatus | string;
  package: string;
  addOns: string[];
  totalCents: number;
  paymentIntentId: string | null;
  /** When it was paid (the order's creation). */
  createdAt: Date;
  /** Null for an order from before the studio: it behaves as its status implies (see `workOf`). */
  work: OrderWork | null;
  songPath: string | null;
  songContentType: string | null;
  /** 0 until a song is delivered; one more per delivery. */
  songVersion: number;
  songDeliveredBy: string | null;
  /** When the current version was delivered. */
  releasedAt: Date | null;
  revisionRequested: boolean;
  revisions: Revision[];
  refunds: RefundEntry[];
  /** What has been refunded of the charge, in cents. */
  refundedCents: number;
  pendingRefund: PendingRefund | null;
  cancelledAt: Date | null;
  overdueAlertedAt: Date | null;
  downloadedAt: Date | null;
  reviewed: boolean;
  /** The order's one live listening link. */
  shareToken: string | null;
  /** What happened for its customer and what they saw of it (absent: nothing yet, or stored before the order held it). */
  news?: OrderNewsMoments;
}

/** What the phase of an order is read from: its status, and its work's stage when it has one. */
export interface PhaseFacts {
  status: string;
  revisionRequested: boolean;
  work: Pick<OrderWork, "stage"> | null;
}

/** What an order's lifecycle starts from: what was paid, by what, when. */
export type OrderFacts = Pick<
  LifecycleOrder,
  "id" | "status" | "package" | "addOns" | "totalCents" | "paymentIntentId" | "createdAt"
>;

/** An order with nothing yet delivered, requested, refunded or shared (payment's new order, seeds, tests). */
export function blankLifecycle(facts: OrderFacts, fields: Partial<LifecycleOrder> = {}): LifecycleOrder {
  return {
    ...facts,
    addOns: [...facts.addOns],
    work: null,
    songPath: null,
    songContentType: null,
    songVersion: 0,
    songDeliveredBy: null,
    releasedAt: null,
    revisionRequested: false,
    revisions: [],
    refunds: [],
    refundedCents: 0,
    pendingRefund: null,
    cancelledAt: null,
    overdueAlertedAt: null,
    downloadedAt: null,
    reviewed: false,
    shareToken: null,
    ...BLANK_FULFILMENT,
    ...fields,
  };
}

/** The stage an order from before the studio behaves as, from its status. */
function stageOfStatus(order: Pick<PhaseFacts, "status" | "revisionRequested">): WorkStage {
  switch (order.status) {
    case "in_progress":
      return "in_progress";
    case "completed":
      return order.revisionRequested ? "revision" : "released";
    case "cancelled":
      return "cancelled";
    default:
      return "unclaimed";
  }
}

/** A work record with nothing offered yet, at `stage`. */
export function emptyWork(stage: WorkStage, chosenArtistId: string | null = null): OrderWork {
  return {
    stage,
    chosenArtistId,
    offeredTo: [],
    offeredAt: null,
    firstOfferedAt: null,
    passedBy: [],
    offerClosedFor: [],
    artistId: null,
    acceptedAt: null,
    songCheckNotes: null,
    unclaimedAlertedAt: null,
    reminderSentAt: null,
    submission: null,
    submittedVersions: 0,
    declines: [],
    ...BLANK_WORK_ITEMS,
  };
}

/** The order's work, or for an order from before the studio the work its status implies. */
export function workOf(order: Pick<LifecycleOrder, "status" | "revisionRequested" | "work">): OrderWork {
  return order.work ?? emptyWork(stageOfStatus(order));
}

/** The row of the decision table the order is in. */
export function phaseOf(order: PhaseFacts): OrderPhase {
  if (order.status === "pending") return "pending";
  if (order.status === "cancelled") return "cancelled";
  return order.work?.stage ?? stageOfStatus(order);
}

/** When the song is due, from the payment and the package (null for a package the catalogue no longer has). */
export function dueDateOf(order: Pick<LifecycleOrder, "createdAt" | "package" | "addOns">): Date | null {
  return isPackageKey(order.package) ? dueDate(order.createdAt, order.package, order.addOns) : null;
}

/** Whether the order has a delivered song (completed with a stored file). */
export function isReleased(order: Pick<LifecycleOrder, "status" | "songPath">): boolean {
  return order.status === "completed" && order.songPath !== null && order.songPath !== "";
}

/** Whether the order's payment has been refunded in full (a paid order; what physical items' refunds took counts too). */
export function isRefundedInFull(order: Pick<LifecycleOrder, "refundedCents" | "totalCents">): boolean {
  return order.totalCents > 0 && order.refundedCents >= order.totalCents;
}

/**
 * Whether a cancelled order still owes its customer money: paid and not refunded in full. Unless a
 * refund follow-up of it is open (the server's to check: `pendingRefund` may be stale when one was
 * closed without a refund), an admin may ask its refund again.
 */
export function isRefundOwed(
  order: Pick<LifecycleOrder, "status" | "paymentIntentId" | "refundedCents" | "totalCents">,
): boolean {
  return order.status === "cancelled" && order.paymentIntentId !== null && !isRefundedInFull(order);
}
