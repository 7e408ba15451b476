import { failureFields, requestLog } from "../http/requestLog";
import type Stripe from "stripe";
import type { CommandFollowUpKind } from "@songs/domain";
import { followUps, type FollowUpHandlers, type FollowUpOf, type FollowUpRecord } from "../followUps";
import { orderLifecycle, type LifecycleDependencies, type OrderCommandInput } from "./orderLifecycle";
import { orderReads } from "./orderReads";
import type { OrderRecord } from "./orderRecord";

export interface FollowUpDependencies extends LifecycleDependencies {
  stripe: Stripe;
}

/** The command an order's follow-up sends (lapse, alert, reminder). */
function followUpCommand(action: FollowUpOf<CommandFollowUpKind>["action"]): OrderCommandInput {
  switch (action.kind) {
    case "lapse_offer":
      return { type: "lapse_offer", offeredAt: action.offeredAt };
    case "remind_artist":
      return { type: "remind_artist", artistId: action.artistId };
    case "alert_unclaimed":
    case "alert_overdue":
      return { type: action.kind };
  }
}

const stripeError = (error: unknown) =>
  typeof error === "object" && error !== null
    ? (error as { code?: unknown; statusCode?: unknown; message?: unknown })
    : {};

/** Whether Stripe refused for good (a request it will never accept), as opposed to not answering. */
function isRefusal(error: unknown): boolean {
  const status = stripeError(error).statusCode;
  return typeof status === "number" && status >= 400 && status < 500 && status !== 429;
}

/**
 * The idempotency key of a refund follow-up's call to Stripe: its id, and after each refusal a new
 * one (Stripe saves a refusal under its key and answers every retry with it, so a refund retried
 * once its cause is lifted needs a new key). Only a refusal renews it: after a call whose answer
 * never came, the same key gets the refund made then, never a second one.
 */
const refundKey = (record: FollowUpRecord) =>
  record.refusals > 0 ? `${record.id}-after-refusal-${record.refusals}` : record.id;

/** Stripe's words for a refusal. */
const refusalWords = (message: unknown) => (typeof message === "string" ? message : "Stripe refused the refund");

/** The order a refund follow-up is for, with its payment; null (the follow-up closed) when there is no payment to refund. */
async function paidOrderOf(
  deps: FollowUpDependencies,
  record: FollowUpRecord,
): Promise<(OrderRecord & { paymentIntentId: string }) | null> {
  const order = await orderReads(deps.db).get(record.orderId);
  if (order?.paymentIntentId) return { ...order, paymentIntentId: order.paymentIntentId };
  await followUps(deps.db).close(record.id, "no payment to refund");
  return null;
}

/**
 * The cancellation's refund: what is left of the payment refunded through Stripe under the
 * follow-up's id as idempotency key (a repeated or late run gets the same refund back, never a
 * second one), then recorded on the order by the `record_refund` command, which marks the
 * follow-up done in its transaction. A refusal is recorded (`refund_failed`: the admins are told)
 * and fails the follow-up with Stripe's words, for the admins' Operations page; a Stripe that does
 * not answer throws, and the task queue or the next sweep tries again.
 */
async function refund(deps: FollowUpDependencies, record: FollowUpRecord): Promise<void> {
  const lifecycle = orderLifecycle(deps);
  const order = await paidOrderOf(deps, record);
  if (!order) return;
  let made: Stripe.Refund;
  try {
    made = await deps.stripe.refunds.create(
      { payment_intent: order.paymentIntentId },
      { idempotencyKey: refundKey(record) },
    );
  } catch (error) {
    const { code, message } = stripeError(error);
    // Refunded in Stripe's dashboard already: its charge.refunded event records it.
    if (code === "charge_already_refunded") {
      await followUps(deps.db).close(record.id, "refunded in Stripe already");
      return;
    }
    if (!isRefusal(error)) throw error;
    requestLog.error("Stripe refused a cancellation's refund", { orderId: order.id, ...failureFields(error) });
    // The follow-up is failed with Stripe's words: the admins retry it (once the cause is lifted) or cancel it.
    await lifecycle.run(
      order.id,
      { type: "refund_failed", reason: refusalWords(message) },
      { followUpId: record.id, followUpRefusal: refusalWords(message) },
    );
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
async function refundItem(deps: FollowUpDependencies, record: FollowUpOf<"refund_item">): Promise<void> {
  const { action } = record;
  const lifecycle = orderLifecycle(deps);
  const order = await paidOrderOf(deps, record);
  if (!order) return;
  let made: Stripe.Refund;
  try {
    made = await deps.stripe.refunds.create(
      {
        payment_intent: order.paymentIntentId,
        amount: action.amountCents,
        metadata: { orderId: order.id, item: action.item },
      },
      { idempotencyKey: refundKey(record) },
    );
  } catch (error) {
    if (!isRefusal(error)) throw error;
    const { message } = stripeError(error);
    requestLog.error("Stripe refused an item's refund", {
      orderId: order.id,
      item: action.item,
      ...failureFields(error),
    });
    await lifecycle.run(
      order.id,
      { type: "refund_failed", reason: refusalWords(message), item: action.item },
      { followUpId: record.id, followUpRefusal: refusalWords(message) },
    );
    return;
  }
  const chargeId = typeof made.charge === "string" ? made.charge : (made.charge?.id ?? "");
  await lifecycle.run(
    order.id,
    { type: "record_item_refund", item: action.item, chargeId, refundId: made.id, amountCents: made.amount },
    { followUpId: record.id },
  );
}

/**
 * The order's own follow-ups: a follow-up's command through the lifecycle writer (which
 * re-checks the order and marks the follow-up done in its transaction), or a refund (the
 * cancellation's, or a physical item's).
 */
export function orderFollowUpHandlers(
  deps: FollowUpDependencies,
): Pick<FollowUpHandlers, CommandFollowUpKind | "refund" | "refund_item"> {
  const runFollowUpCommand = (record: FollowUpOf<CommandFollowUpKind>) =>
    orderLifecycle(deps)
      .run(record.orderId, followUpCommand(record.action), { followUpId: record.id })
      .then(() => undefined);
  return {
    lapse_offer: runFollowUpCommand,
    alert_unclaimed: runFollowUpCommand,
    remind_artist: runFollowUpCommand,
    alert_overdue: runFollowUpCommand,
    refund: (record) => refund(deps, record),
    refund_item: (record) => refundItem(deps, record),
  };
}
