/**
 * What `decide` answers: the next order with its history entry, what happened (events, which the
 * notifications turn into emails) and the records to write with it (follow-ups, the ledger,
 * downloads, listening links); or that nothing changes; or a named refusal.
 */
import type { PhysicalItemKey } from "../deliverables";
import type { OrderCommandType, FollowUpCommandType } from "./commands";
import type { FollowUpKind, FollowUpAction } from "./followUpKinds";
import type { LifecycleOrder } from "./orderState";
import type { OrderStatus, WorkStage } from "./statuses";

/** What happened to an order, for the people it concerns. */
export type OrderEvent =
  | { type: "order_paid" }
  /** The order was offered to these artists (first offers and re-offers). */
  | { type: "offered"; artistIds: string[] }
  /** These artists' open offers closed because another artist took the order (or an admin gave it to one). */
  | { type: "offer_taken"; artistIds: string[] }
  /** These artists' open offers closed because the admins took it on, delivered it or cancelled it. */
  | { type: "offer_withdrawn"; artistIds: string[] }
  /** The artist the customer chose passed: the customer chooses another artist or a refund. */
  | { type: "customer_choice_needed"; passes: number }
  /** Nobody can be offered the order: it waits in the admins' queue. */
  | { type: "queued_for_admins"; reason: "chosen_artist_not_in_studio" | "no_fitting_artist" }
  | { type: "unclaimed_too_long" }
  | { type: "assigned"; artistId: string; previousArtistId: string | null }
  | { type: "song_sent_back"; artistId: string }
  | { type: "song_released"; version: number }
  | { type: "revision_requested"; artistId: string | null; count: number }
  | { type: "due_soon"; artistId: string; dueAt: Date }
  | { type: "overdue"; dueAt: Date }
  /** The order was cancelled; `artistId` was working on it. */
  | { type: "order_cancelled"; byCustomer: boolean; refunding: boolean; artistId: string | null }
  | { type: "refund_failed"; reason: string; item?: PhysicalItemKey }
  /** A physical item left us: the customer gets its carrier and tracking number. */
  | { type: "item_shipped"; item: PhysicalItemKey }
  /** A physical item that will not ship is being refunded. */
  | { type: "item_refunding"; item: PhysicalItemKey; amountCents: number };

export type OrderEventType = OrderEvent["type"];

/** A follow-up with its deterministic id (one per order and purpose) and when it is due. */
export interface FollowUp {
  id: string;
  orderId: string;
  dueAt: Date;
  /** What it does: its kind and that kind's payload. */
  action: FollowUpAction;
}

/** The records other than the order that a decision writes in the same transaction. */
export type RecordEffect =
  | { type: "follow_up"; followUp: FollowUp }
  /**
   * The artist's ledger entry for the order's first release, and its share's transfer; an order
   * refunded in full before it was released (`refundedInFull`) owes its artist nothing to transfer.
   */
  | { type: "ledger_release"; artistId: string; refundedInFull: boolean }
  /**
   * The artist's reversing ledger entry for a refund (the charge's refunded total after it), in
   * proportion to the order without what physical items' refunds took (`excludedCents`). The refund
   * that completes a full refund of the order (`fullRefund`) also reverses the share's transfer
   * (or, not transferred yet, drops it from what the artist is owed).
   */
  | { type: "ledger_reversal"; refundedTotalCents: number; excludedCents: number; fullRefund: boolean }
  /** The order's first download. */
  | { type: "download_recorded" }
  | { type: "share_created"; token: string }
  | { type: "share_revoked"; token: string };

/** One entry of the order's history: the command, the status and stage it moved between, and who made it. */
export interface HistoryEntry {
  event: OrderCommandType;
  from: string;
  to: OrderStatus | string;
  stageFrom: WorkStage | null;
  stageTo: WorkStage | null;
  changedBy: string;
  changedByEmail: string | null;
  /** "song_released", "refunded", "artist_accepted", "artist_assigned", ...; null for an admin's plain status choice. */
  reason: string | null;
  /** The song version a delivery stored. */
  songVersion?: number;
}

export const REFUSAL_CODES = [
  "not_found",
  "already_paid",
  "offer_taken",
  "offer_gone",
  "offer_lapsed",
  "offer_declined",
  "order_cancelled",
  "invalid_transition",
  "invalid_work_move",
  "song_required",
  "order_not_deliverable",
  "revision_open",
  "revision_limit_reached",
  "order_not_completed",
  "already_reviewed",
  "no_refund_pending",
  "nothing_to_refund",
  "refund_under_way",
  "delivery_incomplete",
  "nothing_new",
  "item_not_owed",
  "song_not_released",
  "shipment_step_invalid",
  "item_shipped",
  "refund_too_large",
  "address_locked",
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** Why a command was refused, in words for the person who sent it. */
export interface Refusal {
  code: RefusalCode;
  message: string;
}

export type Decision =
  | {
      outcome: "changed";
      order: LifecycleOrder;
      history: HistoryEntry | null;
      events: OrderEvent[];
      records: RecordEffect[];
    }
  /** Nothing to do: a time-driven rule that no longer applies, or a command already done (a repeated download, share or refund). */
  | { outcome: "unchanged"; order: LifecycleOrder | null; why: string }
  | { outcome: "refused"; refusal: Refusal };

/** The follow-up kinds that run an order command when they are due (the lifecycle's time-driven rules). */
export type CommandFollowUpKind = Extract<FollowUpKind, FollowUpCommandType>;
