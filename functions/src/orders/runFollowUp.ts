import { logger } from "firebase-functions";
import type Stripe from "stripe";
import type { FollowUpWork } from "@songs/domain";
import { followUps, type FollowUpRecord } from "./followUps";
import { orderLifecycle, type LifecycleDependencies, type OrderCommandInput } from "./orderLifecycle";
import { orderReads } from "./orderReads";
import type { OrderRecord } from "./orderRecord";

export interface FollowUpDependencies extends LifecycleDependencies {
  stripe: Stripe;
}

/** What a run of a follow-up came to. */
export type FollowUpRun = "carried_out" | "not_due" | "done_before" | "unknown";

/** The time-driven command a timer sends. */
function timeCommand(work: Exclude<FollowUpWork, { kind: "refund" | "refund_item" }>): OrderCommandInput {
  switch (work.kind) {
    case "lapse_offer":
      return { type: "lapse_offer", offeredAt: work.offeredAt };
    case "remind_artist":
      return { type: "remind_artist", artistId: work.artistId };
    case "alert_unclaimed":
    case "alert_overdue":
      return { type: work.kind };
  }
}

const stripeError = (error: unknown) => (typeof error === "object" && error !== null ? (error as { code?: unknown; statusCode?: unknown; message?: unknown }) : {});

/** Whether Stripe refused for good (a request it will never accept), as opposed to not answering. */
function isRefusal(error: unknown): boolean {
  const status = stripeError(error).statusCode;
  return typeof status === "number" && status >= 400 && status < 500 && status !== 429;
}

/** The order a refund follow-up is for, with its payment; null (the follow-up closed) when there is no payment to refund. */
async function paidOrderOf(deps: FollowUpDependencies, record: FollowUpRecord): Promise<(OrderRecord & { paymentIntentId: string }) | null> {
  const order = await orderReads(deps.db).get(record.orderId);
  if (order?.paymentIntentId) return { ...order, paymentIntentId: order.paymentIntentId };
  await followUps(deps.db).close(record.id, "no payment to refund");
  return null;
}

/**
 * The cancellation's refund: what is left of the payment refunded through Stripe under the
 * follow-up's id as idempotency key (a repeated or late run gets the same refund back, never a
 * second one), then recorded on the order by the `record_refund` command, which marks the
 * follow-up done in its transaction. A refusal is recorded (`refund_failed`: the admins are told);
 * a Stripe that does not answer throws, and the task queue or the next sweep tries again.
 */
async function refund(deps: FollowUpDependencies, record: FollowUpRecord): Promise<void> {
  const lifecycle = orderLifecycle(deps);
  const order = await paidOrderOf(deps, record);
  if (!order) return;
  let made: Stripe.Refund;
  try {
    made = await deps.stripe.refunds.create({ payment_intent: order.paymentIntentId }, { idempotencyKey: record.id });
  } catch (error) {
    const { code, message } = stripeError(error);
    // Refunded in Stripe's dashboard already: its charge.refunded event records it.
    if (code === "charge_already_refunded") {
      await followUps(deps.db).close(record.id, "refunded in Stripe already");
      return;
    }
    if (!isRefusal(error)) throw error;
    logger.error("Stripe refused a cancellation's refund", { orderId: order.id, error: String(message) });
    await lifecycle.run(order.id, { type: "refund_failed", reason: typeof message === "string" ? message : "Stripe refused the refund" }, { followUpId: record.id });
    return;
  }
  await lifecycle.run(
    order.id,
    {
      type: "record_refund",
      refund: {
        chargeId: typeof made.charge === "string" ? made.charge : (made.charge?.id ?? ""),
        // A refund without an amount refunds the whole remainder: the charge is then refunded in full.
        refundedTotalCents: order.totalCents,
        refundId: made.id,
        amountCents: made.amount,
        source: "cancellation",
      },
    },
    { followUpId: record.id },
  );
}

/**
 * A physical item's refund before it shipped: its own amount refunded through Stripe under the
 * follow-up's id as idempotency key (so concurrent, repeated or late runs make one refund), then
 * recorded by `record_item_refund` in the transaction that marks the follow-up done. Stripe's
 * `charge.refunded` report of it is recognised by the order as this item's, whichever comes first,
 * so the artist's share is never reversed for it. A refusal is recorded (`refund_failed` with the
 * item: the admins are told); a Stripe that does not answer throws, and the queue or sweep retries.
 */
async function refundItem(deps: FollowUpDependencies, record: FollowUpRecord, work: Extract<FollowUpWork, { kind: "refund_item" }>): Promise<void> {
  const lifecycle = orderLifecycle(deps);
  const order = await paidOrderOf(deps, record);
  if (!order) return;
  let made: Stripe.Refund;
  try {
    made = await deps.stripe.refunds.create(
      { payment_intent: order.paymentIntentId, amount: work.amountCents, metadata: { orderId: order.id, item: work.item } },
      { idempotencyKey: record.id },
    );
  } catch (error) {
    if (!isRefusal(error)) throw error;
    const { message } = stripeError(error);
    logger.error("Stripe refused an item's refund", { orderId: order.id, item: work.item, error: String(message) });
    await lifecycle.run(order.id, { type: "refund_failed", reason: typeof message === "string" ? message : "Stripe refused the refund", item: work.item }, { followUpId: record.id });
    return;
  }
  const chargeId = typeof made.charge === "string" ? made.charge : (made.charge?.id ?? "");
  await lifecycle.run(order.id, { type: "record_item_refund", item: work.item, chargeId, refundId: made.id, amountCents: made.amount }, { followUpId: record.id });
}

/**
 * Carries out one follow-up when it is due: a timer's time-driven command through the lifecycle
 * writer, or a refund (the cancellation's, or a physical item's). Idempotent: the writer re-checks the order and the follow-up's state in
 * its transaction, so a duplicate, concurrent or late run does nothing twice.
 */
export async function runFollowUp(deps: FollowUpDependencies, id: string, now: Date = new Date()): Promise<FollowUpRun> {
  const record = await followUps(deps.db).get(id);
  if (!record) return "unknown";
  if (record.state === "done") return "done_before";
  if (record.dueAt.getTime() > now.getTime()) return "not_due";
  if (record.work.kind === "refund") await refund(deps, record);
  else if (record.work.kind === "refund_item") await refundItem(deps, record, record.work);
  else await orderLifecycle(deps).run(record.orderId, timeCommand(record.work), { followUpId: record.id });
  return "carried_out";
}

/**
 * Runs every pending follow-up that is due, oldest first, a page at a time: the safety net behind
 * the task queue (a lost or failed task, a stack without one). A follow-up that fails is counted
 * and left for the next sweep.
 */
export async function sweepFollowUps(deps: FollowUpDependencies, now: Date = new Date()): Promise<{ carriedOut: number; failed: number }> {
  const store = followUps(deps.db);
  let carriedOut = 0;
  let failed = 0;
  for (let page = await store.pageDue(now); page.due.length > 0; page = await store.pageDue(now, page.last)) {
    for (const record of page.due) {
      try {
        if ((await runFollowUp(deps, record.id, now)) === "carried_out") carriedOut += 1;
      } catch (error) {
        failed += 1;
        logger.error("A follow-up failed; the next sweep tries again", { followUpId: record.id, error: String(error) });
        await store.countFailure(record.id, String(error));
      }
    }
  }
  return { carriedOut, failed };
}
