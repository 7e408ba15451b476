/**
 * Everything that moves an order: people's commands (customers, artists, admins), the payment
 * provider's reports, and the time-driven rules. `decide` answers each in every phase.
 */
import type { AudioItemKey, PhysicalItemKey, ShipmentStep } from "../deliverables";
import type { PostalAddress } from "./fulfilment";
import type { NewsMoment } from "../orderNews";
import type { Actor, RefundEntry } from "./orderState";

/**
 * The artists who can answer an offer of this order, read by the server before deciding: those
 * with a studio account (an artist without one could only let it lapse), and of them the available
 * ones whose genres fit the order (`artistFitsGenre`), to whom an "any available artist" order goes.
 */
export interface Roster {
  /** Artist ids with a linked studio account. */
  inStudio: readonly string[];
  /** Available artists with a studio account whose genres fit the order. */
  fitting: readonly string[];
}

/** What a payment knows of the order it creates. */
export interface PaidOrderFacts {
  id: string;
  /** The artist the customer chose; null for "any available artist". */
  chosenArtistId: string | null;
  package: string;
  addOns: string[];
  totalCents: number;
  paymentIntentId: string | null;
  /** Where the physical items go (none when the order has none). */
  shippingAddress?: PostalAddress | null;
}

/** A song file stored in the songs bucket. */
export interface SongFile {
  path: string;
  contentType: string;
}

/** An admins' step of a physical item: made (sent to print, burned), shipped with its tracking, delivered. */
export type ShipmentStepInput =
  { to: Exclude<ShipmentStep, "shipped"> } | { to: "shipped"; carrier: string; trackingNumber: string };

export type OrderCommand =
  /** The payment went through: the order is created with its first offer. */
  | { type: "pay"; order: PaidOrderFacts; roster: Roster }
  /** An artist takes the offer. */
  | { type: "accept"; artistId: string; actor: Actor }
  /** An artist passes on the offer, with a reason for the admins. */
  | { type: "decline"; artistId: string; reason: string; roster: Roster; actor: Actor }
  /** Time: the offer made at `offeredAt` was not answered within OFFER_LAPSE_HOURS. */
  | { type: "lapse_offer"; offeredAt: Date; roster: Roster }
  /** Time: nobody took the order within UNCLAIMED_ALERT_HOURS of its first offer. */
  | { type: "alert_unclaimed" }
  /** Time: a day before the due date, the artist on the order is reminded. */
  | { type: "remind_artist"; artistId: string }
  /** Time: the due date passed without a delivery. */
  | { type: "alert_overdue" }
  /** An admin gives the order to an artist (or to another one). */
  | { type: "assign"; artistId: string; actor: Actor }
  /** An admin moves a paid order to in progress, to make the song themselves. */
  | { type: "start_work"; actor: Actor }
  /** An audio file for the next submission (the artist on the order's) or delivery (the admins', `artistId` null). */
  | {
      type: "attach_file";
      item: AudioItemKey;
      file: SongFile & { fileName: string };
      artistId: string | null;
      actor: Actor;
    }
  /** The artist on the order submits a version of every owed item (their attached files, these lyrics) to the song check. */
  | { type: "submit"; artistId: string; lyrics: string; actor: Actor }
  /**
   * The song reaches the customer: an admin releases the artist's version in the song check
   * (`from: "song_check"`), or the admins release their own finished items (their attached files,
   * these lyrics) directly, from any stage (`from: "admins"`).
   */
  | { type: "release"; from: "song_check"; actor: Actor }
  | { type: "release"; from: "admins"; lyrics: string; actor: Actor }
  /** An admin sends the version in the song check back to the artist. */
  | { type: "send_back"; notes: string; actor: Actor }
  /**
   * An admin marks an in-progress order that already has its song as completed: a status change
   * only (the customer has the song already; no new version, no event).
   */
  | { type: "complete"; actor: Actor }
  /** The customer asks for changes to a delivered song. */
  | { type: "request_revision"; revisionId: string; note: string; actor: Actor }
  /** After their chosen artist passed, the customer has another artist of the same style make it. */
  | { type: "choose_another"; roster: Roster; actor: Actor }
  /** After their chosen artist passed, the customer cancels with a full refund. */
  | { type: "choose_refund"; actor: Actor }
  /** An admin cancels the order; a paid one is refunded. */
  | { type: "cancel"; actor: Actor }
  /** A refund of the charge happened (the cancellation's, or one made in Stripe's dashboard). */
  | { type: "record_refund"; refund: Omit<RefundEntry, "refundedAt" | "item"> }
  /** The payment provider refused the cancellation's refund (or the refund of `item`). */
  | { type: "refund_failed"; reason: string; item?: PhysicalItemKey }
  /** The customer downloads the delivered song (or its instrumental version). */
  | { type: "record_download"; item?: "instrumental" }
  /** The customer's review of the order was stored. */
  | { type: "mark_reviewed" }
  /** Something happened on the order its customer should hear of (a question asked or answered, the gift opened or answered). */
  | { type: "note_news"; moment: NewsMoment }
  /** The customer opened the order's details: what they saw there is no longer new. */
  | { type: "mark_seen" }
  /** The customer opens a private listening link (`token` is used when the order has none). */
  | { type: "open_share"; token: string }
  /** The customer revokes the listening link. */
  | { type: "revoke_share" }
  /** The customer shows or hides the lyrics on the listening link. */
  | { type: "share_lyrics"; share: boolean }
  /** An admin moves a physical item on its way: made, shipped (the customer is emailed), delivered. */
  | { type: "advance_item"; item: PhysicalItemKey; step: ShipmentStepInput; actor: Actor }
  /** An admin refunds a physical item that has not shipped, by its own amount (the artist's share untouched). */
  | { type: "refund_item"; item: PhysicalItemKey; amountCents: number; actor: Actor }
  /** The item's refund went through at the payment provider. */
  | { type: "record_item_refund"; item: PhysicalItemKey; chargeId: string; refundId: string; amountCents: number }
  /** The customer corrects the shipping address, while something is still to ship. */
  | { type: "change_address"; address: PostalAddress; actor: Actor }
  /** An admin cancels a follow-up of the order (`followUp`: what it was, by its label) with a reason, kept in the order's history. */
  | { type: "cancel_follow_up"; followUp: string; reason: string; actor: Actor }
  /** An admin asks again for the refund of a cancelled order that was not refunded (its refund failed or was closed without one). */
  | { type: "refund_again"; actor: Actor };

export type OrderCommandType = OrderCommand["type"];

export const ORDER_COMMAND_TYPES = [
  "pay",
  "accept",
  "decline",
  "lapse_offer",
  "alert_unclaimed",
  "remind_artist",
  "alert_overdue",
  "assign",
  "start_work",
  "attach_file",
  "submit",
  "release",
  "send_back",
  "complete",
  "request_revision",
  "choose_another",
  "choose_refund",
  "cancel",
  "record_refund",
  "refund_failed",
  "record_download",
  "mark_reviewed",
  "note_news",
  "mark_seen",
  "open_share",
  "revoke_share",
  "share_lyrics",
  "advance_item",
  "refund_item",
  "record_item_refund",
  "change_address",
  "cancel_follow_up",
  "refund_again",
] as const satisfies readonly OrderCommandType[];

/** The commands the time-driven rules send: they never refuse, a run that no longer applies changes nothing. */
export const FOLLOW_UP_COMMAND_TYPES = [
  "lapse_offer",
  "alert_unclaimed",
  "remind_artist",
  "alert_overdue",
] as const satisfies readonly OrderCommandType[];
export type FollowUpCommandType = (typeof FOLLOW_UP_COMMAND_TYPES)[number];
