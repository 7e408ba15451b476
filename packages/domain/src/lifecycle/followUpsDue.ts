/**
 * The follow-ups an order waits on in its phase, each under its one id (one per order and
 * purpose), so writing an order's follow-ups again after any change adds only the new ones.
 */
import { OFFER_LAPSE_MS, UNCLAIMED_ALERT_MS } from "../studio";
import { dueDateOf, phaseOf, workOf, type LifecycleOrder } from "./orderState";
import { followUpId, type FollowUpAction } from "./followUpKinds";
import type { FollowUp } from "./outcomes";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The artist on the order is reminded this long before the due date. */
export const DUE_REMINDER_MS = DAY_MS;

/** The follow-up that carries `action` out for the order at `dueAt`. */
export function followUpFor(orderId: string, action: FollowUpAction, dueAt: Date): FollowUp {
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
  const due = dueDateOf(order);
  const pending: FollowUp[] = [];
  if (phase === "offered" && work.offeredAt)
    pending.push(
      followUpFor(
        order.id,
        { kind: "lapse_offer", offeredAt: work.offeredAt },
        new Date(work.offeredAt.getTime() + OFFER_LAPSE_MS),
      ),
    );
  const waiting = phase === "offered" || phase === "awaiting_customer" || phase === "unclaimed";
  if (waiting && work.firstOfferedAt && !work.unclaimedAlertedAt) {
    pending.push(
      followUpFor(order.id, { kind: "alert_unclaimed" }, new Date(work.firstOfferedAt.getTime() + UNCLAIMED_ALERT_MS)),
    );
  }
  if ((phase === "in_progress" || phase === "returned") && work.artistId && !work.reminderSentAt && due) {
    pending.push(
      followUpFor(
        order.id,
        { kind: "remind_artist", artistId: work.artistId },
        new Date(due.getTime() - DUE_REMINDER_MS),
      ),
    );
  }
  if ((order.status === "paid" || order.status === "in_progress") && !order.overdueAlertedAt && due)
    pending.push(followUpFor(order.id, { kind: "alert_overdue" }, due));
  return pending;
}

/** When a change delivers a new version of the song, the follow-up that starts what waits for it. */
export function releaseFollowUps(before: LifecycleOrder | null, order: LifecycleOrder, now: Date): FollowUp[] {
  return order.songVersion > (before?.songVersion ?? 0)
    ? [followUpFor(order.id, { kind: "song_released", version: order.songVersion }, now)]
    : [];
}
