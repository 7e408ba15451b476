/**
 * The moves the decision table is made of: offers made, passed and closed, a delivery, a
 * cancellation, a payment's new order, and the shapes of a decision. Pure, like `decide`.
 */
import { missingItemsMessage, type ArtistItemKey } from "../deliverables";
import type { OrderCommandType, PaidOrderFacts, Roster } from "./commands";
import {
  deliveredItems,
  latestItems,
  type AttachedFile,
  type ItemAuthor,
  type ItemFile,
  type ItemSet,
  type ItemVersion,
} from "./fulfilment";
import { blankLifecycle, emptyWork, workOf, type Actor, type LifecycleOrder, type OrderWork } from "./orderState";
import type { Decision, HistoryEntry, OrderEvent, RecordEffect, Refusal } from "./outcomes";
import { refusal } from "./refusals";
import { isPaidStatus } from "./statuses";
import { followUpOf, releaseFollowUps, followUpsDueFor } from "./followUpsDue";

/** A change to the order: the next order, who made it and why, what happened, and the records to write. */
export interface Change {
  order: LifecycleOrder;
  actor: Actor;
  reason?: string | null;
  events?: OrderEvent[];
  records?: RecordEffect[];
  /** Bookkeeping (downloads, listening links, the reviewed flag) leaves no history entry. */
  quiet?: boolean;
}

export const refused = (reason: Refusal): Decision => ({ outcome: "refused", refusal: reason });
export const unchanged = (order: LifecycleOrder | null, why: string): Decision => ({
  outcome: "unchanged",
  order,
  why,
});

export function changed(before: LifecycleOrder | null, command: OrderCommandType, change: Change): Decision {
  const { order } = change;
  const history: HistoryEntry | null = change.quiet
    ? null
    : {
        event: command,
        from: before?.status ?? "",
        to: order.status,
        stageFrom: before ? workOf(before).stage : null,
        stageTo: workOf(order).stage,
        changedBy: change.actor.uid,
        changedByEmail: change.actor.email,
        reason: change.reason ?? null,
        ...(order.songVersion !== (before?.songVersion ?? 0) ? { songVersion: order.songVersion } : {}),
      };
  // Every follow-up the next order waits on (those written before are not written again: their ids are the same).
  const due: RecordEffect[] = followUpsDueFor(order).map((followUp) => ({ type: "follow_up", followUp }));
  const released: RecordEffect[] = releaseFollowUps(before, order, order.releasedAt ?? order.createdAt).map(
    (followUp) => ({ type: "follow_up", followUp }),
  );
  return {
    outcome: "changed",
    order,
    history,
    events: change.events ?? [],
    records: [...(change.records ?? []), ...due, ...released],
  };
}

/** Whether the artist is on the order in any way: offered it (now or before), passed on it, or working on it. */
function isRelated(work: OrderWork, artistId: string): boolean {
  return (
    work.offeredTo.includes(artistId) ||
    work.passedBy.includes(artistId) ||
    work.offerClosedFor.includes(artistId) ||
    work.artistId === artistId
  );
}

/**
 * Why an artist's command on the order is refused, saying what is true for them: not theirs at all
 * (404), cancelled, their own decline or lapse, taken by another artist, withdrawn by the admins.
 */
export function artistRefusal(order: LifecycleOrder, artistId: string): Decision {
  const work = workOf(order);
  if (!isRelated(work, artistId)) return refused(refusal("not_found"));
  if (order.status === "cancelled") return refused(refusal("order_cancelled"));
  if (work.passedBy.includes(artistId)) {
    return refused(
      refusal(work.declines.some((decline) => decline.artistId === artistId) ? "offer_declined" : "offer_lapsed"),
    );
  }
  if (work.offerClosedFor.includes(artistId))
    return refused(refusal(work.artistId && work.artistId !== artistId ? "offer_taken" : "offer_gone"));
  return refused(refusal("invalid_work_move"));
}

/** The open offer's artists moved to `offerClosedFor` (the offer closes without their answer). */
export function closeOffer(work: OrderWork, keep: string | null = null): OrderWork {
  const closed = work.offeredTo.filter((id) => id !== keep);
  return { ...work, offeredTo: [], offeredAt: null, offerClosedFor: [...new Set([...work.offerClosedFor, ...closed])] };
}

/** Offers the order to the fitting artists who have not passed on it, or queues it for the admins. */
export function reoffer(work: OrderWork, roster: Roster, now: Date): { work: OrderWork; events: OrderEvent[] } {
  const next = roster.fitting.filter((id) => !work.passedBy.includes(id) && id !== work.artistId);
  if (next.length === 0) {
    return {
      work: { ...work, stage: "unclaimed", chosenArtistId: null, offeredTo: [], offeredAt: null },
      events: [{ type: "queued_for_admins", reason: "no_fitting_artist" }],
    };
  }
  return {
    work: {
      ...work,
      stage: "offered",
      chosenArtistId: null,
      offeredTo: next,
      offeredAt: now,
      offerClosedFor: work.offerClosedFor.filter((id) => !next.includes(id)),
    },
    events: [{ type: "offered", artistIds: next }],
  };
}

/**
 * `passing` artists decline or let the offer lapse: it stays open to the others; when none is
 * left, the customer's chosen artist's order waits for the customer's choice, and an "any artist"
 * order is offered to the fitting artists who have not passed, or queued for the admins.
 */
export function passOffer(
  order: LifecycleOrder,
  passing: readonly string[],
  roster: Roster,
  now: Date,
): { work: OrderWork; events: OrderEvent[] } {
  const current = workOf(order);
  const passedBy = [...new Set([...current.passedBy, ...passing])];
  const work = { ...current, passedBy };
  const stillOpen = work.offeredTo.filter((id) => !passedBy.includes(id));
  if (stillOpen.length > 0) return { work: { ...work, offeredTo: stillOpen }, events: [] };
  if (work.chosenArtistId) {
    return {
      work: { ...work, stage: "awaiting_customer", offeredTo: [], offeredAt: null },
      events: [{ type: "customer_choice_needed", passes: passedBy.length }],
    };
  }
  return reoffer({ ...work, offeredTo: [] }, roster, now);
}

/** The order a payment creates, with its first offer: to the chosen artist, or to every fitting one. */
export function paidOrder(
  facts: PaidOrderFacts,
  roster: Roster,
  now: Date,
): { order: LifecycleOrder; events: OrderEvent[] } {
  const { chosenArtistId: chosen, shippingAddress, ...paid } = facts;
  const work: OrderWork = { ...emptyWork("unclaimed", chosen), firstOfferedAt: now };
  const order = blankLifecycle(
    { ...paid, status: "paid", createdAt: now },
    { work, shippingAddress: shippingAddress ?? null },
  );
  if (chosen && !roster.inStudio.includes(chosen)) {
    return {
      order,
      events: [{ type: "order_paid" }, { type: "queued_for_admins", reason: "chosen_artist_not_in_studio" }],
    };
  }
  if (chosen) {
    const offered = { ...order, work: { ...work, stage: "offered" as const, offeredTo: [chosen], offeredAt: now } };
    return { order: offered, events: [{ type: "order_paid" }, { type: "offered", artistIds: [chosen] }] };
  }
  const first = reoffer(work, roster, now);
  return { order: { ...order, work: first.work }, events: [{ type: "order_paid" }, ...first.events] };
}

/** What an author hands in: the latest items with their attached files and these lyrics over them, and what changed. */
export interface HandIn {
  items: ItemSet;
  changed: ArtistItemKey[];
  /** The work's versions with one more for each changed item. */
  versions: ItemVersion[];
  /** The work's attached files without the author's, which the hand-in used up. */
  attached: AttachedFile[];
}

export function handIn(order: LifecycleOrder, by: ItemAuthor, lyrics: string, now: Date): HandIn {
  const work = workOf(order);
  const base = latestItems(work.versions, deliveredItems(order));
  const items: ItemSet = { ...base };
  const changed: ArtistItemKey[] = [];
  for (const file of work.attached.filter((attached) => attached.by === by)) {
    items[file.item] = { path: file.path, contentType: file.contentType, fileName: file.fileName };
    changed.push(file.item);
  }
  if (lyrics.trim() !== "" && lyrics !== base.lyrics) {
    items.lyrics = lyrics;
    changed.push("lyrics");
  }
  const versions = [...work.versions];
  for (const item of changed) {
    const number = versions.filter((version) => version.item === item).length + 1;
    versions.push({
      item,
      number,
      file: item === "lyrics" ? null : items[item],
      lyrics: item === "lyrics" ? items.lyrics : null,
      by,
      at: now,
    });
  }
  return { items, changed, versions, attached: work.attached.filter((attached) => attached.by !== by) };
}

/** The refusal of a hand-in that lacks owed items (naming them) or changes nothing; null when it may go in. */
export function handInRefusal(missing: readonly ArtistItemKey[], handed: HandIn, by: ItemAuthor): Decision | null {
  if (missing.length > 0)
    return refused({
      code: "delivery_incomplete",
      message: missingItemsMessage(missing, by === "artist" ? "submitting" : "delivering"),
    });
  if (handed.changed.length === 0) return refused(refusal("nothing_new"));
  return null;
}

/** The order with a new version of its items delivered: completed, open revision requests resolved, the work delivered. */
export function withDelivery(
  order: LifecycleOrder,
  items: ItemSet & { song: ItemFile },
  by: Actor,
  now: Date,
): LifecycleOrder {
  const version = order.songVersion + 1;
  const work = workOf(order);
  return {
    ...order,
    status: "completed",
    songPath: items.song.path,
    songContentType: items.song.contentType,
    instrumental: items.instrumental,
    lyrics: items.lyrics,
    songVersion: version,
    songDeliveredBy: by.uid,
    releasedAt: now,
    revisionRequested: false,
    revisions: order.revisions.map((revision) =>
      revision.resolvedAt ? revision : { ...revision, resolvedAt: now, resolvedByVersion: version },
    ),
    work: { ...closeOffer(work), stage: "released", submission: null },
  };
}

/** The order cancelled: the work closed (no offer open, in no artist's queue) and a paid order's refund asked for. */
export function cancelled(
  order: LifecycleOrder,
  command: OrderCommandType,
  actor: Actor,
  byCustomer: boolean,
  now: Date,
): Decision {
  const work = workOf(order);
  const refunding =
    isPaidStatus(order.status) && order.paymentIntentId !== null && order.refundedCents < order.totalCents;
  const next: LifecycleOrder = {
    ...order,
    status: "cancelled",
    cancelledAt: now,
    work: { ...closeOffer(work), stage: "cancelled", submission: null },
    pendingRefund: refunding ? { state: "requested", requestedAt: now, failure: null } : order.pendingRefund,
  };
  const events: OrderEvent[] = [{ type: "order_cancelled", byCustomer, refunding, artistId: work.artistId }];
  if (work.offeredTo.length > 0) events.push({ type: "offer_withdrawn", artistIds: work.offeredTo });
  return changed(order, command, {
    order: next,
    actor,
    reason: refunding || isPaidStatus(order.status) ? "refunded" : null,
    events,
    records: refunding ? [{ type: "follow_up", followUp: followUpOf(order.id, { kind: "refund" }, { now }) }] : [],
  });
}
