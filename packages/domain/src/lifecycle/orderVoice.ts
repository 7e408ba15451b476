/**
 * What each person is told about an order, derived once: a status label, one sentence of what
 * happens next and who acts, and when. The customer's card and order page, the studio, the admins'
 * lists and every order email say exactly this (docs/architecture.md, "Words": status).
 */
import { isPackageKey } from "../catalogue";
import { dueDate } from "../studio";
import { phaseOf, type PhaseFacts } from "./orderState";
import { ORDER_STATUS_LABELS, WORK_STAGE_LABELS, type OrderPhase } from "./statuses";

export const ORDER_AUDIENCES = ["customer", "artist", "admin"] as const;
export type OrderAudience = (typeof ORDER_AUDIENCES)[number];

/** Who acts next: the reader themselves, someone else, or nobody (the order is settled). */
export type NextActor = "you" | "customer" | "artist" | "admins" | "nobody";

/** The customer's filters of their orders: what waits for them, what is being made, what is ready. */
export const CUSTOMER_ORDER_GROUP_LABELS = {
  needs_you: "Needs you",
  in_progress: "In progress",
  ready: "Ready",
} as const;
export type CustomerOrderGroup = keyof typeof CUSTOMER_ORDER_GROUP_LABELS | "closed";

/** What a person is told about an order. `when` is an ISO moment, written by the reader's formatter. */
export interface OrderSaid {
  label: string;
  next: string;
  actor: NextActor;
  when: { label: "Expected by" | "Due by" | "Delivered"; at: string } | null;
  /** Where the order sits among the customer's filters (the same for every audience). */
  group: CustomerOrderGroup;
}

/** The facts the status reads, the same from the stored order or a view of it. */
export interface OrderVoiceFacts extends PhaseFacts {
  createdAt: Date | string;
  package: string;
  addOns: readonly string[];
  releasedAt: Date | string | null;
  hasReview: boolean;
}

type Line = Pick<OrderSaid, "label" | "next" | "actor"> & { when?: "due" | "released" };

const CUSTOMER: Readonly<Record<OrderPhase, Line>> = {
  pending: { label: ORDER_STATUS_LABELS.pending, next: "We are confirming your payment.", actor: "admins" },
  offered: {
    label: ORDER_STATUS_LABELS.paid,
    next: "We are matching your story with an artist.",
    actor: "admins",
    when: "due",
  },
  unclaimed: {
    label: ORDER_STATUS_LABELS.paid,
    next: "We are matching your story with an artist.",
    actor: "admins",
    when: "due",
  },
  awaiting_customer: {
    label: ORDER_STATUS_LABELS.paid,
    next: "Your chosen artist can't take this song: choose another artist or a refund.",
    actor: "you",
  },
  in_progress: {
    label: ORDER_STATUS_LABELS.in_progress,
    next: "Your artist is writing and recording your song.",
    actor: "artist",
    when: "due",
  },
  song_check: {
    label: ORDER_STATUS_LABELS.in_progress,
    next: "Your artist is writing and recording your song.",
    actor: "artist",
    when: "due",
  },
  returned: {
    label: ORDER_STATUS_LABELS.in_progress,
    next: "Your artist is writing and recording your song.",
    actor: "artist",
    when: "due",
  },
  revision: {
    label: WORK_STAGE_LABELS.revision,
    next: "Your artist is making the changes you asked for; your song still plays.",
    actor: "artist",
  },
  released: {
    label: ORDER_STATUS_LABELS.completed,
    next: "Your song is ready to play, download and share.",
    actor: "you",
    when: "released",
  },
  cancelled: {
    label: ORDER_STATUS_LABELS.cancelled,
    next: "This order was cancelled; a paid order is refunded.",
    actor: "nobody",
  },
};

/** The artist and the admins are told the same while the customer chooses what happens to the order. */
const CUSTOMER_CHOOSING: Line = {
  label: WORK_STAGE_LABELS.awaiting_customer,
  next: "The customer is choosing another artist or a refund.",
  actor: "customer",
};

const ARTIST: Readonly<Record<OrderPhase, Line>> = {
  pending: { label: ORDER_STATUS_LABELS.pending, next: "The customer's payment is being confirmed.", actor: "nobody" },
  offered: { label: WORK_STAGE_LABELS.offered, next: "Accept or decline this offer.", actor: "you", when: "due" },
  unclaimed: { label: WORK_STAGE_LABELS.unclaimed, next: "The admins are choosing an artist.", actor: "admins" },
  awaiting_customer: CUSTOMER_CHOOSING,
  in_progress: {
    label: WORK_STAGE_LABELS.in_progress,
    next: "Make the song and hand it in.",
    actor: "you",
    when: "due",
  },
  song_check: {
    label: WORK_STAGE_LABELS.song_check,
    next: "The admins are listening to your version.",
    actor: "admins",
    when: "due",
  },
  returned: {
    label: WORK_STAGE_LABELS.returned,
    next: "Change what the notes ask and hand it in again.",
    actor: "you",
    when: "due",
  },
  revision: {
    label: WORK_STAGE_LABELS.revision,
    next: "Hand in a new version with the customer's changes.",
    actor: "you",
  },
  released: {
    label: WORK_STAGE_LABELS.released,
    next: "The customer has the song.",
    actor: "nobody",
    when: "released",
  },
  cancelled: { label: WORK_STAGE_LABELS.cancelled, next: "This order was cancelled.", actor: "nobody" },
};

const ADMIN: Readonly<Record<OrderPhase, Line>> = {
  pending: { label: ORDER_STATUS_LABELS.pending, next: "Stripe has not confirmed the payment yet.", actor: "nobody" },
  offered: { label: WORK_STAGE_LABELS.offered, next: "Waiting for an artist to accept.", actor: "artist", when: "due" },
  unclaimed: { label: WORK_STAGE_LABELS.unclaimed, next: "Assign an artist.", actor: "you", when: "due" },
  awaiting_customer: CUSTOMER_CHOOSING,
  in_progress: {
    label: WORK_STAGE_LABELS.in_progress,
    next: "The artist is making the song.",
    actor: "artist",
    when: "due",
  },
  song_check: {
    label: WORK_STAGE_LABELS.song_check,
    next: "Listen, then release it or send it back.",
    actor: "you",
    when: "due",
  },
  returned: {
    label: WORK_STAGE_LABELS.returned,
    next: "The artist is changing the song.",
    actor: "artist",
    when: "due",
  },
  revision: {
    label: WORK_STAGE_LABELS.revision,
    next: "The artist is making the customer's changes.",
    actor: "artist",
  },
  released: {
    label: ORDER_STATUS_LABELS.completed,
    next: "The customer has the song.",
    actor: "nobody",
    when: "released",
  },
  cancelled: { label: ORDER_STATUS_LABELS.cancelled, next: "This order was cancelled.", actor: "nobody" },
};

const LINES: Readonly<Record<OrderAudience, Readonly<Record<OrderPhase, Line>>>> = {
  customer: CUSTOMER,
  artist: ARTIST,
  admin: ADMIN,
};

/** The customer's filter an order sits in. */
function groupOf(phase: OrderPhase): CustomerOrderGroup {
  switch (phase) {
    case "awaiting_customer":
      return "needs_you";
    case "released":
      return "ready";
    case "cancelled":
      return "closed";
    default:
      return "in_progress";
  }
}

const isoOf = (moment: Date | string) => new Date(moment).toISOString();

/** What `audience` is told about the order: the one status, next step and moment they read. */
export function orderStatusFor(audience: OrderAudience, order: OrderVoiceFacts): OrderSaid {
  const phase = phaseOf(order);
  const line = LINES[audience][phase];
  const due =
    line.when === "due" && isPackageKey(order.package)
      ? dueDate(new Date(order.createdAt), order.package, order.addOns)
      : null;
  const when =
    line.when === "released" && order.releasedAt
      ? { label: "Delivered" as const, at: isoOf(order.releasedAt) }
      : due
        ? { label: audience === "customer" ? ("Expected by" as const) : ("Due by" as const), at: due.toISOString() }
        : null;
  const next =
    audience === "customer" && phase === "released" && !order.hasReview
      ? "Your song is ready: listen, then tell us what you think."
      : line.next;
  return { label: line.label, next, actor: line.actor, when, group: groupOf(phase) };
}
