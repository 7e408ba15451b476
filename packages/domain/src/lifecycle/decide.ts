/**
 * The order's life as one decision table (docs/architecture.md, "An order's life"): for every
 * command in every phase, `decide(order, command, now)` answers the next order, its history entry,
 * what happened and the records to write with it; or that nothing changes; or a named refusal.
 * Pure: the clock and the roster are passed in, and nothing here reads or writes anything.
 */
import { isPackageKey, PACKAGES } from "../catalog";
import { DUE_REMINDER_MS } from "./timers";
import { OFFER_LAPSE_MS, UNCLAIMED_ALERT_MS } from "../studio";
import type { OrderCommand, OrderCommandType } from "./commands";
import { dueDateOf, hasDeliveredSong, phaseOf, SYSTEM_ACTOR, workOf, type LifecycleOrder } from "./orderState";
import type { Decision, OrderEvent } from "./outcomes";
import { invalidTransition, refusal } from "./refusals";
import type { OrderPhase, OrderStatus } from "./statuses";
import {
  artistRefusal,
  cancelled,
  changed,
  closeOffer,
  paidOrder,
  passOffer,
  refused,
  reoffer,
  unchanged,
  withDelivery,
} from "./transitions";

type CommandOf<T extends OrderCommandType> = Extract<OrderCommand, { type: T }>;

interface Rule<T extends OrderCommandType> {
  /** The phases the command applies in; elsewhere `outside` answers. */
  phases: readonly OrderPhase[];
  /** And the statuses, where the phase alone does not say (a revision's song check is a completed order). */
  statuses?: readonly OrderStatus[];
  apply(order: LifecycleOrder, command: CommandOf<T>, now: Date): Decision;
  outside(order: LifecycleOrder, command: CommandOf<T>): Decision;
}

const WAITING: readonly OrderPhase[] = ["offered", "awaiting_customer", "unclaimed"];
const WORKING: readonly OrderPhase[] = ["in_progress", "song_check", "returned"];
const UNFINISHED: readonly OrderPhase[] = [...WAITING, ...WORKING];
const ALL_PHASES_BUT_PENDING: readonly OrderPhase[] = [...UNFINISHED, "delivered", "revision", "cancelled"];

/** The admins' status control refuses a move the lifecycle does not make. */
const statusRefusal = (to: OrderStatus) => (order: LifecycleOrder) => refused(invalidTransition(order.status, to));
const workRefusal = () => refused(refusal("invalid_work_move"));
const notDue = (order: LifecycleOrder) => unchanged(order, "the rule does not apply in this phase");

/** The decision table: for each command, the phases it applies in, what it does there, and the answer elsewhere. */
const RULES: { [T in OrderCommandType]: Rule<T> } = {
  pay: {
    phases: [],
    apply: (order) => unchanged(order, "paid already"),
    outside: (order) => unchanged(order, "paid already"),
  },

  accept: {
    phases: ["offered"],
    apply(order, { artistId, actor }, now) {
      const work = workOf(order);
      if (!work.offeredTo.includes(artistId)) return artistRefusal(order, artistId);
      if (work.offeredAt && now.getTime() >= work.offeredAt.getTime() + OFFER_LAPSE_MS) return refused(refusal("offer_lapsed"));
      const others = work.offeredTo.filter((id) => id !== artistId);
      const next: LifecycleOrder = {
        ...order,
        status: "in_progress",
        work: { ...closeOffer(work, artistId), stage: "in_progress", artistId, acceptedAt: now, reminderSentAt: null },
      };
      return changed(order, "accept", {
        order: next,
        actor,
        reason: "artist_accepted",
        events: others.length > 0 ? [{ type: "offer_taken", artistIds: others }] : [],
      });
    },
    outside: (order, { artistId }) => artistRefusal(order, artistId),
  },

  decline: {
    phases: ["offered"],
    apply(order, { artistId, reason, roster, actor }, now) {
      const work = workOf(order);
      if (!work.offeredTo.includes(artistId)) return artistRefusal(order, artistId);
      const passed = passOffer(order, [artistId], roster, now);
      const declines = [...work.declines, { artistId, reason, declinedAt: now }];
      return changed(order, "decline", {
        order: { ...order, work: { ...passed.work, declines } },
        actor,
        reason: "offer_declined",
        events: passed.events,
      });
    },
    outside: (order, { artistId }) => artistRefusal(order, artistId),
  },

  lapse_offer: {
    phases: ["offered"],
    apply(order, { offeredAt, roster }, now) {
      const work = workOf(order);
      if (work.offeredAt?.getTime() !== offeredAt.getTime()) return unchanged(order, "that offer was answered or replaced");
      if (now.getTime() < offeredAt.getTime() + OFFER_LAPSE_MS) return unchanged(order, "the offer has not lapsed yet");
      const passed = passOffer(order, work.offeredTo, roster, now);
      return changed(order, "lapse_offer", { order: { ...order, work: passed.work }, actor: SYSTEM_ACTOR, reason: "offer_lapsed", events: passed.events });
    },
    outside: notDue,
  },

  alert_unclaimed: {
    phases: WAITING,
    statuses: ["paid"],
    apply(order, _command, now) {
      const work = workOf(order);
      if (work.unclaimedAlertedAt) return unchanged(order, "the admins were alerted already");
      if (!work.firstOfferedAt || now.getTime() < work.firstOfferedAt.getTime() + UNCLAIMED_ALERT_MS) return unchanged(order, "not unclaimed long enough");
      return changed(order, "alert_unclaimed", {
        order: { ...order, work: { ...work, unclaimedAlertedAt: now } },
        actor: SYSTEM_ACTOR,
        reason: "unclaimed_alert",
        events: [{ type: "unclaimed_too_long" }],
      });
    },
    outside: notDue,
  },

  remind_artist: {
    phases: ["in_progress", "returned"],
    apply(order, { artistId }, now) {
      const work = workOf(order);
      const due = dueDateOf(order);
      if (work.artistId !== artistId) return unchanged(order, "another artist has the order now");
      if (work.reminderSentAt) return unchanged(order, "reminded already");
      if (!due || now.getTime() < due.getTime() - DUE_REMINDER_MS) return unchanged(order, "not due soon yet");
      return changed(order, "remind_artist", {
        order: { ...order, work: { ...work, reminderSentAt: now } },
        actor: SYSTEM_ACTOR,
        reason: "due_reminder",
        events: [{ type: "due_soon", artistId, dueAt: due }],
      });
    },
    outside: notDue,
  },

  alert_overdue: {
    phases: UNFINISHED,
    statuses: ["paid", "in_progress"],
    apply(order, _command, now) {
      const due = dueDateOf(order);
      if (order.overdueAlertedAt) return unchanged(order, "the admins were alerted already");
      if (!due || now.getTime() < due.getTime()) return unchanged(order, "not due yet");
      return changed(order, "alert_overdue", { order: { ...order, overdueAlertedAt: now }, actor: SYSTEM_ACTOR, reason: "overdue_alert", events: [{ type: "overdue", dueAt: due }] });
    },
    outside: notDue,
  },

  assign: {
    phases: [...WAITING, "in_progress", "returned"],
    statuses: ["paid", "in_progress"],
    apply(order, { artistId, actor }, now) {
      const work = workOf(order);
      if (work.artistId === artistId && !WAITING.includes(phaseOf(order))) return workRefusal();
      const takenFrom = work.offeredTo.filter((id) => id !== artistId);
      const next: LifecycleOrder = {
        ...order,
        status: "in_progress",
        work: { ...closeOffer(work, artistId), stage: "in_progress", artistId, acceptedAt: now, reminderSentAt: null, submission: null },
      };
      const events: OrderEvent[] = [{ type: "assigned", artistId, previousArtistId: work.artistId }];
      if (takenFrom.length > 0) events.push({ type: "offer_taken", artistIds: takenFrom });
      return changed(order, "assign", { order: next, actor, reason: "artist_assigned", events });
    },
    outside: workRefusal,
  },

  start_work: {
    phases: WAITING,
    statuses: ["paid"],
    apply(order, { actor }) {
      const work = workOf(order);
      const next: LifecycleOrder = { ...order, status: "in_progress", work: { ...closeOffer(work), stage: "in_progress", artistId: null } };
      return changed(order, "start_work", {
        order: next,
        actor,
        events: work.offeredTo.length > 0 ? [{ type: "offer_withdrawn", artistIds: work.offeredTo }] : [],
      });
    },
    outside: statusRefusal("in_progress"),
  },

  submit: {
    phases: ["in_progress", "returned", "revision"],
    apply(order, { artistId, song, actor }, now) {
      const work = workOf(order);
      if (work.artistId !== artistId) return artistRefusal(order, artistId);
      return changed(order, "submit", {
        order: { ...order, work: { ...work, stage: "song_check", submission: { ...song, submittedAt: now }, submittedVersions: work.submittedVersions + 1 } },
        actor,
        reason: "song_submitted",
      });
    },
    outside(order, { artistId }) {
      return workOf(order).artistId === artistId && order.status !== "cancelled" ? workRefusal() : artistRefusal(order, artistId);
    },
  },

  release: {
    phases: ["song_check"],
    apply(order, { actor }, now) {
      const work = workOf(order);
      if (!work.submission || !work.artistId) return workRefusal();
      const next = withDelivery(order, work.submission, actor, now);
      return changed(order, "release", {
        order: next,
        actor,
        reason: "song_delivered",
        events: [{ type: "song_delivered", version: next.songVersion }],
        records: [{ type: "ledger_release", artistId: work.artistId }],
      });
    },
    outside: workRefusal,
  },

  send_back: {
    phases: ["song_check"],
    apply(order, { notes, actor }) {
      const work = workOf(order);
      if (!work.artistId) return workRefusal();
      return changed(order, "send_back", {
        order: { ...order, work: { ...work, stage: "returned", reviewNotes: notes, submission: null } },
        actor,
        reason: "song_sent_back",
        events: [{ type: "song_sent_back", artistId: work.artistId }],
      });
    },
    outside: workRefusal,
  },

  deliver: {
    phases: [...UNFINISHED, "delivered", "revision"],
    apply(order, { song, actor }, now) {
      const work = workOf(order);
      const next = withDelivery(order, song, actor, now);
      const events: OrderEvent[] = [{ type: "song_delivered", version: next.songVersion }];
      if (work.offeredTo.length > 0) events.push({ type: "offer_withdrawn", artistIds: work.offeredTo });
      return changed(order, "deliver", { order: next, actor, reason: "song_delivered", events });
    },
    outside: () => refused(refusal("order_not_deliverable")),
  },

  complete: {
    phases: WORKING,
    statuses: ["in_progress"],
    apply(order, { actor }) {
      if (!order.songPath) return refused(refusal("song_required"));
      return changed(order, "complete", { order: { ...order, status: "completed", work: { ...workOf(order), stage: "delivered", submission: null } }, actor });
    },
    outside: statusRefusal("completed"),
  },

  request_revision: {
    phases: ["delivered"],
    statuses: ["completed"],
    apply(order, { revisionId, note, actor }, now) {
      if (!hasDeliveredSong(order)) return refused(refusal("order_not_completed"));
      if (order.revisionRequested) return refused(refusal("revision_open"));
      const included = isPackageKey(order.package) ? PACKAGES[order.package].includedRevisions : null;
      if (included !== null && order.revisions.length >= included) return refused(refusal("revision_limit_reached"));
      const work = workOf(order);
      const revisions = [...order.revisions, { id: revisionId, note, requestedAt: now, resolvedAt: null, resolvedByVersion: null }];
      return changed(order, "request_revision", {
        order: { ...order, revisionRequested: true, revisions, work: { ...work, stage: "revision" } },
        actor,
        reason: "revision_requested",
        events: [{ type: "revision_requested", artistId: work.artistId, count: revisions.length }],
      });
    },
    outside: (order) => refused(refusal(hasDeliveredSong(order) ? "revision_open" : "order_not_completed")),
  },

  choose_another: {
    phases: ["awaiting_customer"],
    statuses: ["paid"],
    apply(order, { roster, actor }, now) {
      const offered = reoffer(workOf(order), roster, now);
      return changed(order, "choose_another", { order: { ...order, work: offered.work }, actor, reason: "another_artist", events: offered.events });
    },
    outside: workRefusal,
  },

  choose_refund: {
    phases: ["awaiting_customer"],
    statuses: ["paid"],
    apply: (order, { actor }, now) => cancelled(order, "choose_refund", actor, true, now),
    outside: workRefusal,
  },

  cancel: {
    phases: ["pending", ...UNFINISHED],
    statuses: ["pending", "paid", "in_progress"],
    apply: (order, { actor }, now) => cancelled(order, "cancel", actor, false, now),
    outside: statusRefusal("cancelled"),
  },

  record_refund: {
    phases: ALL_PHASES_BUT_PENDING,
    apply(order, { refund }, now) {
      const existing = order.refunds.find((entry) => entry.chargeId === refund.chargeId && entry.refundedTotalCents === refund.refundedTotalCents);
      // The cancellation knows the refund's id: it completes what the webhook may have recorded first.
      if (existing && (refund.source !== "cancellation" || existing.refundId === refund.refundId)) return unchanged(order, "recorded already");
      const refunds = existing
        ? order.refunds.map((entry) => (entry === existing ? { ...entry, refundId: refund.refundId, source: refund.source } : entry))
        : [...order.refunds, { ...refund, refundedAt: now }];
      const refundedCents = Math.max(order.refundedCents, refund.refundedTotalCents);
      const settled = refund.source === "cancellation" || refundedCents >= order.totalCents;
      return changed(order, "record_refund", {
        order: { ...order, refunds, refundedCents, pendingRefund: settled ? null : order.pendingRefund },
        actor: SYSTEM_ACTOR,
        reason: refund.source === "cancellation" ? "refunded" : "refunded_in_stripe",
        records: existing ? [] : [{ type: "ledger_reversal", refundedTotalCents: refund.refundedTotalCents }],
      });
    },
    outside: (order) => unchanged(order, "an order that was never paid has nothing to refund"),
  },

  refund_failed: {
    phases: ["cancelled"],
    apply(order, { reason }) {
      if (order.pendingRefund?.state !== "requested") return unchanged(order, "no refund is waiting");
      return changed(order, "refund_failed", {
        order: { ...order, pendingRefund: { ...order.pendingRefund, state: "failed", failure: reason } },
        actor: SYSTEM_ACTOR,
        reason: "refund_failed",
        events: [{ type: "refund_failed", reason }],
      });
    },
    outside: (order) => unchanged(order, "no refund is waiting"),
  },

  record_download: {
    phases: ["song_check", "returned", "delivered", "revision"],
    statuses: ["completed"],
    apply(order, _command, now) {
      if (!hasDeliveredSong(order)) return refused(refusal("order_not_completed"));
      if (order.downloadedAt) return unchanged(order, "downloaded before");
      return changed(order, "record_download", { order: { ...order, downloadedAt: now }, actor: SYSTEM_ACTOR, records: [{ type: "download_recorded" }], quiet: true });
    },
    outside: () => refused(refusal("order_not_completed")),
  },

  mark_reviewed: {
    phases: ["song_check", "returned", "delivered", "revision"],
    statuses: ["completed"],
    apply(order) {
      if (order.reviewed) return refused(refusal("already_reviewed"));
      return changed(order, "mark_reviewed", { order: { ...order, reviewed: true }, actor: SYSTEM_ACTOR, quiet: true });
    },
    outside: () => refused(refusal("order_not_completed")),
  },

  open_share: {
    phases: ["song_check", "returned", "delivered", "revision"],
    statuses: ["completed"],
    apply(order, { token }) {
      if (!hasDeliveredSong(order)) return refused(refusal("order_not_completed"));
      if (order.shareToken) return unchanged(order, "the order has a live link");
      return changed(order, "open_share", { order: { ...order, shareToken: token }, actor: SYSTEM_ACTOR, records: [{ type: "share_created", token }], quiet: true });
    },
    outside: () => refused(refusal("order_not_completed")),
  },

  revoke_share: {
    phases: ["pending", ...ALL_PHASES_BUT_PENDING],
    apply(order) {
      if (!order.shareToken) return unchanged(order, "no live link");
      return changed(order, "revoke_share", { order: { ...order, shareToken: null }, actor: SYSTEM_ACTOR, records: [{ type: "share_revoked", token: order.shareToken }], quiet: true });
    },
    outside: (order) => unchanged(order, "no live link"),
  },
};

/**
 * Whether `type` applies to an order in `phase` with `status` (it may still refuse on the
 * command's details, such as who sends it): what a screen asks before offering an action.
 */
export function commandApplies(type: OrderCommandType, order: { phase: OrderPhase; status: string }): boolean {
  const rule = RULES[type];
  return rule.phases.includes(order.phase) && (!rule.statuses || (rule.statuses as readonly string[]).includes(order.status));
}

/** The command behind each status the admins' status control can set. */
export const STATUS_COMMANDS = { in_progress: "start_work", completed: "complete", cancelled: "cancel" } as const satisfies Partial<Record<OrderStatus, OrderCommandType>>;

/** The statuses the admins' status control offers for the order: those whose command applies. */
export function statusTargets(order: { phase: OrderPhase; status: string }): OrderStatus[] {
  return (Object.entries(STATUS_COMMANDS) as [OrderStatus, OrderCommandType][]).filter(([, type]) => commandApplies(type, order)).map(([status]) => status);
}

/**
 * The lifecycle's one decision: what `command` does to `order` (null when there is none yet) at
 * `now`. Only a payment creates an order; every other command on no order is refused as not found
 * (the time-driven ones change nothing).
 */
export function decide(order: LifecycleOrder | null, command: OrderCommand, now: Date): Decision {
  if (!order) {
    if (command.type === "pay") {
      const paid = paidOrder(command.order, command.roster, now);
      return changed(null, "pay", { order: paid.order, actor: SYSTEM_ACTOR, reason: "paid", events: paid.events });
    }
    return command.type === "lapse_offer" || command.type === "alert_unclaimed" || command.type === "remind_artist" || command.type === "alert_overdue"
      ? unchanged(null, "no such order")
      : refused(refusal("not_found"));
  }
  const rule = RULES[command.type] as Rule<typeof command.type>;
  const applies = commandApplies(command.type, { phase: phaseOf(order), status: order.status });
  return applies ? rule.apply(order, command as never, now) : rule.outside(order, command as never);
}
