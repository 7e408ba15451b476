import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import { HttpError } from "../http/errors";
import { nameLogIds } from "../http/requestLog";
import { orderLifecycle, orderReads } from "../orders";
import { unfulfilledPayments } from "./unfulfilledPayments";
import { isSongGiftPayment } from "../songGifts";

/**
 * Stripe's `charge.refunded` event (a refund made here or in Stripe's dashboard): the lifecycle's
 * `record_refund` on the order paid with the charge's PaymentIntent. The event's charge carries its
 * refunded total, and `previous_attributes` the total before, so the refund's amount is their
 * difference. Recording is keyed by charge and refunded total, so a redelivered event changes
 * nothing. A refund can arrive before its order (the completed session's event still on the way):
 * it is answered 409 with nothing written, so Stripe redelivers it (for up to three days). The refund
 * of a payment that became no order (`unfulfilledPayments`) is acknowledged: it has no order.
 */
export async function recordChargeRefund(
  deps: { db: Firestore; siteUrl: string },
  charge: Stripe.Charge,
  previous: Partial<Stripe.Charge> | undefined,
): Promise<void> {
  const paymentIntentId = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
  if (!paymentIntentId) return;
  const order = await orderReads(deps.db).findByPaymentIntent(paymentIntentId);
  // A payment that became no order was refunded (and recorded) as such: there is no order to tell.
  if (!order && (await unfulfilledPayments(deps.db).isRefunded(paymentIntentId))) return;
  // A song gift's refund is recorded on the gift when it is made (it has no order until redeemed).
  if (!order && (await isSongGiftPayment(deps.db, paymentIntentId))) return;
  if (!order)
    throw new HttpError(409, "order_not_found_yet", "No order is paid with this charge yet; the event will be retried");
  nameLogIds({ orderId: order.id });
  const before = typeof previous?.amount_refunded === "number" ? previous.amount_refunded : order.refundedCents;
  const amountCents = charge.amount_refunded - before;
  if (amountCents <= 0) return;
  await orderLifecycle(deps).run(order.id, {
    type: "record_refund",
    refund: {
      chargeId: charge.id,
      refundedTotalCents: charge.amount_refunded,
      refundId: null,
      amountCents,
      source: "stripe",
    },
  });
}
