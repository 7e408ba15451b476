/**
 * The work on an order in the studio (docs/studio.md, "How an order's work is modelled"): offers,
 * accepting, the quality check and revisions, as one state machine over the order's `work` field.
 * Pure: the clock is passed in, so an offer's lapse is computed whenever the order is read or acted
 * on, with no scheduler.
 */
import { OFFER_LAPSE_MS, UNCLAIMED_ALERT_MS } from "./studio";

export const WORK_STAGES = ["offered", "awaiting_customer", "unclaimed", "in_progress", "in_review", "returned", "delivered", "revision"] as const;
export type WorkStage = (typeof WORK_STAGES)[number];

/** The stages as the studio and the admins name them. */
export const WORK_STAGE_LABELS: Readonly<Record<WorkStage, string>> = {
  offered: "Offered",
  awaiting_customer: "Waiting for the customer",
  unclaimed: "Unclaimed",
  in_progress: "In progress",
  in_review: "In the quality check",
  returned: "Sent back",
  delivered: "Delivered",
  revision: "Revision requested",
};

export function isWorkStage(value: unknown): value is WorkStage {
  return typeof value === "string" && (WORK_STAGES as readonly string[]).includes(value);
}

/** The order's `work` field, as the domain reasons about it (times as Dates). */
export interface OrderWork {
  stage: WorkStage;
  /** The artist the customer chose; null for "any available artist". */
  chosenArtistId: string | null;
  /** Artists the current offer is open to. */
  offeredTo: string[];
  /** When the current offer was made; it lapses OFFER_LAPSE_MS later. */
  offeredAt: Date | null;
  /** When the order was first offered; admins are alerted UNCLAIMED_ALERT_MS later if nobody accepted. */
  firstOfferedAt: Date | null;
  /** Artists who declined or let an offer lapse: never offered this order again. */
  passedBy: string[];
  /** The artist working on it, from the accept (or an admin's assignment). */
  artistId: string | null;
  acceptedAt: Date | null;
  /** The admins' notes when they sent a version back. */
  reviewNotes: string | null;
  unclaimedAlertedAt: Date | null;
}

/** What moves the work, and who may make each move. */
export type WorkMove =
  | "accept"
  | "decline"
  | "lapse"
  | "assign"
  | "submit"
  | "release"
  | "send_back"
  | "request_revision"
  | "admin_delivery"
  | "choose_another";

const ALLOWED_MOVES: Readonly<Record<WorkMove, readonly WorkStage[]>> = {
  accept: ["offered"],
  decline: ["offered"],
  lapse: ["offered"],
  assign: ["offered", "awaiting_customer", "unclaimed", "in_progress", "returned"],
  submit: ["in_progress", "returned", "revision"],
  release: ["in_review"],
  send_back: ["in_review"],
  request_revision: ["delivered"],
  admin_delivery: [...WORK_STAGES],
  choose_another: ["awaiting_customer"],
};

/** Whether `move` may be made from `stage`. */
export function canMoveWork(stage: WorkStage, move: WorkMove): boolean {
  return ALLOWED_MOVES[move].includes(stage);
}

/** The first offer of a newly paid order: to the chosen artist, or to every fitting available artist. */
export function firstOffer(chosenArtistId: string | null, candidates: readonly string[], now: Date): OrderWork {
  const offeredTo = chosenArtistId ? [chosenArtistId] : [...candidates];
  return {
    stage: offeredTo.length > 0 ? "offered" : "unclaimed",
    chosenArtistId,
    offeredTo,
    offeredAt: offeredTo.length > 0 ? now : null,
    firstOfferedAt: now,
    passedBy: [],
    artistId: null,
    acceptedAt: null,
    reviewNotes: null,
    unclaimedAlertedAt: null,
  };
}

/**
 * The work after `passing` artists decline (or let the offer lapse) at `at`: the offer stays open
 * to the others; when none is left, the customer's chosen artist's order waits for the customer's
 * choice, and an "any artist" order is offered to the fitting artists who have not passed, or
 * becomes unclaimed for the admins.
 */
export function passOffer(work: OrderWork, passing: readonly string[], at: Date, candidates: readonly string[]): OrderWork {
  const passedBy = [...new Set([...work.passedBy, ...passing])];
  const stillOpen = work.offeredTo.filter((id) => !passedBy.includes(id));
  if (stillOpen.length > 0) return { ...work, passedBy, offeredTo: stillOpen };
  if (work.chosenArtistId) return { ...work, passedBy, offeredTo: [], offeredAt: null, stage: "awaiting_customer" };
  return reoffer({ ...work, passedBy }, at, candidates);
}

/** Offers the order to the fitting artists who have not passed on it, or leaves it unclaimed. */
export function reoffer(work: OrderWork, at: Date, candidates: readonly string[]): OrderWork {
  const next = candidates.filter((id) => !work.passedBy.includes(id));
  return next.length > 0
    ? { ...work, stage: "offered", chosenArtistId: null, offeredTo: next, offeredAt: at }
    : { ...work, stage: "unclaimed", chosenArtistId: null, offeredTo: [], offeredAt: null };
}

/** What settling an order's offer did, for the emails it sends. */
export interface OfferSettlement {
  work: OrderWork;
  /** Whether anything changed (and so must be written). */
  changed: boolean;
  /** Artists the order was newly offered to. */
  newlyOffered: string[];
  /** Whether the customer must now choose (their chosen artist declined or let the offer lapse). */
  customerAsked: boolean;
  /** Whether the admins must now be alerted that nobody accepted it in time. */
  alertAdmins: boolean;
}

/** Whether the current offer has lapsed at `now`. */
export function offerLapsed(work: OrderWork, now: Date): boolean {
  return work.stage === "offered" && work.offeredAt !== null && now.getTime() >= work.offeredAt.getTime() + OFFER_LAPSE_MS;
}

/** Whether nobody has accepted the order UNCLAIMED_ALERT_MS after its first offer (the admins' order list flags it). */
export function isUnclaimedTooLong(work: Pick<OrderWork, "stage" | "firstOfferedAt">, now: Date): boolean {
  const waiting = work.stage === "offered" || work.stage === "unclaimed" || work.stage === "awaiting_customer";
  return waiting && work.firstOfferedAt !== null && now.getTime() >= work.firstOfferedAt.getTime() + UNCLAIMED_ALERT_MS;
}

/** Whether the order is unclaimed too long and the admins were not told yet. */
export function needsUnclaimedAlert(work: OrderWork, now: Date): boolean {
  return work.unclaimedAlertedAt === null && isUnclaimedTooLong(work, now);
}

/** Whether reading the order at `now` has to write something: an offer lapsed or an alert is due. */
export function needsSettling(work: OrderWork, now: Date): boolean {
  return offerLapsed(work, now) || needsUnclaimedAlert(work, now);
}

/**
 * The work as it stands at `now`: every offer older than OFFER_LAPSE_MS counts as declined by those
 * it was open to, at the moment it lapsed, and moves on (to `candidates`, the fitting available
 * artists, for an "any artist" order), as often as time allows; then the unclaimed alert.
 */
export function settleOffer(work: OrderWork, now: Date, candidates: readonly string[]): OfferSettlement {
  let current = work;
  const newlyOffered = new Set<string>();
  while (offerLapsed(current, now) && current.offeredAt) {
    const lapsedAt = new Date(current.offeredAt.getTime() + OFFER_LAPSE_MS);
    const before = current.offeredTo;
    current = passOffer(current, before, lapsedAt, candidates);
    for (const id of current.stage === "offered" ? current.offeredTo : []) if (!before.includes(id)) newlyOffered.add(id);
  }
  const alertAdmins = needsUnclaimedAlert(current, now);
  if (alertAdmins) current = { ...current, unclaimedAlertedAt: now };
  return {
    work: current,
    changed: current !== work,
    newlyOffered: [...newlyOffered],
    customerAsked: work.stage !== "awaiting_customer" && current.stage === "awaiting_customer",
    alertAdmins,
  };
}

/** The studio queue's tabs. */
export const STUDIO_TABS = ["offered", "in_progress", "revisions", "delivered"] as const;
export type StudioTab = (typeof STUDIO_TABS)[number];

export const STUDIO_TAB_LABELS: Readonly<Record<StudioTab, string>> = {
  offered: "Offered",
  in_progress: "In progress",
  revisions: "Revisions",
  delivered: "Delivered",
};

/** The tab an order shows under for `artistId`, or null when it is none of theirs. */
export function studioTabOf(work: OrderWork, artistId: string): StudioTab | null {
  if (work.stage === "offered") return work.offeredTo.includes(artistId) ? "offered" : null;
  if (work.artistId !== artistId) return null;
  switch (work.stage) {
    case "in_progress":
    case "in_review":
    case "returned":
      return "in_progress";
    case "revision":
      return "revisions";
    case "delivered":
      return "delivered";
    default:
      return null;
  }
}

/** What the customer sees of the work: who took it (public profile) and how far it is. */
export const CUSTOMER_WORK_PROGRESSES = ["waiting", "accepted", "in_progress", "delivered"] as const;
export type CustomerWorkProgress = (typeof CUSTOMER_WORK_PROGRESSES)[number];

export const CUSTOMER_WORK_PROGRESS_LABELS: Readonly<Record<CustomerWorkProgress, string>> = {
  waiting: "Waiting for an artist",
  accepted: "Accepted",
  in_progress: "In progress",
  delivered: "Delivered",
};

/** The customer's view of the stage: never the quality check's own states. */
export function customerWorkProgress(work: OrderWork): CustomerWorkProgress {
  switch (work.stage) {
    case "offered":
    case "awaiting_customer":
    case "unclaimed":
      return "waiting";
    case "in_progress":
      return "accepted";
    case "in_review":
    case "returned":
    case "revision":
      return "in_progress";
    case "delivered":
      return "delivered";
  }
}
