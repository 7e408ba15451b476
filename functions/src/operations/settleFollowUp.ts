import type Stripe from "stripe";
import { SETTLE_MESSAGES, settleFollowUpSchema, type FollowUpActionOf, type FollowUpOperation } from "@songs/domain";
import { followUps, isReadable } from "../followUps";
import { handler } from "../http/handler";
import { badRequest, HttpError, notFound } from "../http/errors";
import { lifecycleOf, orderReads, type OrderCommandInput } from "../orders";
import { followUpOperation } from "./operationsLists";
import { followUpParams } from "./operationsParams";
import { followUpDone } from "./retryFollowUp";

const refused = (message: string) => badRequest(message, { stripeId: message });

/** The refund Stripe holds under the id; 400 when it has none. */
async function stripeRefund(stripe: Stripe, refundId: string): Promise<Stripe.Refund> {
  try {
    return await stripe.refunds.retrieve(refundId);
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode === 404) throw refused(SETTLE_MESSAGES.unknownRefund);
    throw error;
  }
}

const idOf = (value: string | { id: string } | null): string => (typeof value === "string" ? value : (value?.id ?? ""));

/**
 * The lifecycle command that records `refund` as what the follow-up owed, once Stripe's refund is
 * checked against it: of this order's payment, succeeded, and for the follow-up's whole amount (a
 * cancellation's: the charge refunded in full; an item's: its own amount). 400 with the field's
 * message otherwise.
 */
async function recordOf(
  stripe: Stripe,
  action: FollowUpActionOf<"refund" | "refund_item">,
  refund: Stripe.Refund,
  order: { paymentIntentId: string | null; totalCents: number },
): Promise<OrderCommandInput> {
  if (!order.paymentIntentId || idOf(refund.payment_intent) !== order.paymentIntentId)
    throw refused(SETTLE_MESSAGES.otherPayment);
  if (refund.status !== "succeeded") throw refused(SETTLE_MESSAGES.notSucceeded);
  const chargeId = idOf(refund.charge);
  if (action.kind === "refund_item") {
    if (refund.amount !== action.amountCents) throw refused(SETTLE_MESSAGES.notWhole);
    return { type: "record_item_refund", item: action.item, chargeId, refundId: refund.id, amountCents: refund.amount };
  }
  const charge = await stripe.charges.retrieve(chargeId);
  if (charge.amount_refunded < order.totalCents) throw refused(SETTLE_MESSAGES.notWhole);
  return {
    type: "record_refund",
    refund: {
      chargeId,
      refundedTotalCents: charge.amount_refunded,
      refundId: refund.id,
      amountCents: refund.amount,
      source: "cancellation",
    },
  };
}

/**
 * POST /api/admin/operations/follow-ups/:followUpId/settle {stripeId}: a refund follow-up an admin
 * settled outside the marketplace (in Stripe's dashboard) is closed by naming that refund
 * (`re_...`). The server asks Stripe for it and checks it is of this order's payment, succeeded and
 * covers what the follow-up owes, then records it through the order's one writer, which marks the
 * follow-up done in the same transaction. A follow-up that moves no refund answers 409; one done
 * already 409 `follow_up_done`; a refund that does not fit 400 with the field's message.
 */
export const settleFollowUp = handler(
  settleFollowUpSchema,
  async (context): Promise<{ followUp: FollowUpOperation }> => {
    const { db, stripe, params, input } = context;
    const store = followUps(db);
    const stored = await store.get(params.followUpId);
    if (!stored) throw notFound("Follow-up not found");
    if (stored.state === "done") throw followUpDone();
    const action = isReadable(stored) ? stored.action : null;
    if (action?.kind !== "refund" && action?.kind !== "refund_item")
      throw new HttpError(409, "not_a_refund", SETTLE_MESSAGES.notARefund);
    const order = await orderReads(db).get(stored.orderId);
    if (!order) throw notFound("Order not found");
    const command = await recordOf(stripe, action, await stripeRefund(stripe, input.stripeId), order);
    await lifecycleOf(context).run(stored.orderId, command, {
      followUpId: stored.id,
      followUpStates: ["pending", "failed"],
    });
    const listing = await store.listing(stored.id);
    if (!listing) throw notFound("Follow-up not found");
    if (listing.state !== "done") throw followUpDone();
    return { followUp: followUpOperation(listing) };
  },
  { auth: "admin", params: followUpParams },
);
