import type Stripe from "stripe";
import {
  SETTLE_MESSAGES,
  settledBy,
  settleFollowUpSchema,
  type FollowUpActionOf,
  type FollowUpOperation,
} from "@songs/domain";
import { followUps, isReadable } from "../followUps";
import { handler } from "../http/handler";
import { badRequest, HttpError, notFound } from "../http/errors";
import { lifecycleOf, orderReads, type OrderCommandInput } from "../orders";
import { settleShareFollowUp } from "../payouts";
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
 * POST /api/admin/operations/follow-ups/:followUpId/settle {stripeId}: a money follow-up an admin
 * settled outside the marketplace (in Stripe's dashboard) is closed by naming what Stripe made
 * (`SETTLED_BY`): a refund (`re_...`), checked to be of this order's payment, succeeded and
 * covering what the follow-up owes, then recorded through the order's one writer; a share's
 * transfer (`tr_...`) or its reversal (`trr_...`), checked and recorded by the payouts capability
 * (`settleShareFollowUp`). Either marks the follow-up done in the transaction that records it. A
 * follow-up nothing settles answers 409; one done already 409 `follow_up_done`; an id of another
 * kind of object, or an object that does not fit, 400 with the field's message; nothing written.
 */
export const settleFollowUp = handler(
  settleFollowUpSchema,
  async (context): Promise<{ followUp: FollowUpOperation }> => {
    const { db, stripe, params, input } = context;
    const store = followUps(db);
    const stored = await store.get(params.followUpId);
    if (!stored) throw notFound("Follow-up not found");
    if (stored.state === "done") throw followUpDone();
    const record = isReadable(stored) ? stored : null;
    const settling = record ? settledBy(record.action.kind) : null;
    if (!record || !settling) throw new HttpError(409, "not_settled_by_stripe", SETTLE_MESSAGES.notSettled);
    // "trr_" does not start with "tr_": a reversal's id never passes for a transfer's.
    if (!input.stripeId.startsWith(settling.prefix))
      throw badRequest(SETTLE_MESSAGES.wrongObject(settling.object, settling.prefix), {
        stripeId: SETTLE_MESSAGES.wrongObject(settling.object, settling.prefix),
      });
    const { action } = record;
    if (action.kind === "transfer_share" || action.kind === "reverse_share")
      await settleShareFollowUp(db, stripe, { ...record, action }, input.stripeId);
    else if (action.kind === "refund" || action.kind === "refund_item") {
      const order = await orderReads(db).get(stored.orderId);
      if (!order) throw notFound("Order not found");
      const command = await recordOf(stripe, action, await stripeRefund(stripe, input.stripeId), order);
      await lifecycleOf(context).run(stored.orderId, command, {
        followUpId: stored.id,
        followUpStates: ["pending", "failed"],
      });
    }
    const listing = await store.listing(stored.id);
    if (!listing) throw notFound("Follow-up not found");
    if (listing.state !== "done") throw followUpDone();
    return { followUp: followUpOperation(listing) };
  },
  { auth: "admin", params: followUpParams },
);
