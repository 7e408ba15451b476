/**
 * The follow-ups an order waits on in its phase, each under its one id (one per order and
 * purpose), so writing an order's follow-ups again after any change adds only the new ones.
 */
import { dueDateOf, phaseOf, workOf, type LifecycleOrder } from "./orderState";
import {
  followUpDueAt,
  followUpId,
  type FollowUpActionOf,
  type FollowUpDueFacts,
  type FollowUpKind,
} from "./followUpKinds";
import type { FollowUp } from "./outcomes";

/** The facts a follow-up's due time needs: none where its payload holds them (a lapse's offer time, a gift's moment). */
type DueFactsArgument<Kind extends FollowUpKind> =
  FollowUpActionOf<Kind> extends FollowUpDueFacts<Kind>
    ? [about?: FollowUpDueFacts<Kind>]
    : [about: FollowUpDueFacts<Kind>];

/** The instant a due rule answers, or null where its facts were missing (no date, or an invalid one). */
function dueAtOrNull(rule: () => Date): Date | null {
  try {
    const dueAt = rule();
    return dueAt instanceof Date && !Number.isNaN(dueAt.getTime()) ? dueAt : null;
  } catch {
    return null;
  }
}

/**
 * The follow-up that carries `action` out for the order (or account key) `orderId`, due when its
 * row of the follow-up table says, from `about` (the record it is about) or else its payload.
 */
export function followUpOf<Kind extends FollowUpKind>(
  orderId: string,
  action: FollowUpActionOf<Kind>,
  ...[about]: DueFactsArgument<Kind>
): FollowUp {
  const kind = action.kind as Kind;
  const dueAt = dueAtOrNull(() => followUpDueAt(kind, about ?? (action as FollowUpDueFacts<Kind>)));
  if (!dueAt) throw new Error(`A follow-up of kind ${kind} needs the facts its due time is worked out from`);
  return { id: followUpId(orderId, action), orderId, dueAt, action };
}

/**
 * Every follow-up the order waits on now: its open offer's lapse, the unclaimed alert while it waits for
 * an artist, the artist's due-date reminder while they make it, and the overdue alert until it is
 * delivered; none once it is cancelled or completed.
 */
export function followUpsDueFor(order: LifecycleOrder): FollowUp[] {
  const phase = phaseOf(order);
  const work = workOf(order);
  const dueDate = dueDateOf(order);
  const pending: FollowUp[] = [];
  if (phase === "offered" && work.offeredAt)
    pending.push(followUpOf(order.id, { kind: "lapse_offer", offeredAt: work.offeredAt }));
  const waiting = phase === "offered" || phase === "awaiting_customer" || phase === "unclaimed";
  if (waiting && work.firstOfferedAt && !work.unclaimedAlertedAt)
    pending.push(followUpOf(order.id, { kind: "alert_unclaimed" }, { firstOfferedAt: work.firstOfferedAt }));
  if ((phase === "in_progress" || phase === "returned") && work.artistId && !work.reminderSentAt && dueDate)
    pending.push(followUpOf(order.id, { kind: "remind_artist", artistId: work.artistId }, { dueDate }));
  if ((order.status === "paid" || order.status === "in_progress") && !order.overdueAlertedAt && dueDate)
    pending.push(followUpOf(order.id, { kind: "alert_overdue" }, { dueDate }));
  return pending;
}

/** When a change delivers a new version of the song, the follow-up that starts what waits for it. */
export function releaseFollowUps(before: LifecycleOrder | null, order: LifecycleOrder, now: Date): FollowUp[] {
  return order.songVersion > (before?.songVersion ?? 0)
    ? [followUpOf(order.id, { kind: "song_released", version: order.songVersion }, { now })]
    : [];
}
