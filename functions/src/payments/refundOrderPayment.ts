import type { Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import type Stripe from "stripe";
import { HttpError } from "../http/errors";
import { orders, type OrderRecord } from "../orders";

const stripeCode = (error: unknown): unknown => (typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined);

/**
 * Refunds what is left of the order's payment through Stripe and records the refund on the order.
 * One idempotency key per order, so a retry after a lost answer never refunds twice. 502
 * `refund_failed` when Stripe refuses or cannot be reached; nothing is recorded then.
 */
export async function refundOrderPayment(deps: { db: Firestore; stripe: Stripe }, order: OrderRecord): Promise<void> {
  if (!order.paymentIntentId || order.refundedCents >= order.totalCents) return;
  let refund: Stripe.Refund;
  try {
    refund = await deps.stripe.refunds.create({ payment_intent: order.paymentIntentId }, { idempotencyKey: `refund-${order.id}` });
  } catch (error) {
    // Refunded in Stripe's dashboard already: its charge.refunded webhook records it.
    if (stripeCode(error) === "charge_already_refunded") return;
    logger.error("Stripe refund failed", { orderId: order.id, error: error instanceof Error ? error.message : String(error) });
    throw new HttpError(502, "refund_failed", "The payment could not be refunded through Stripe, so the order was not cancelled. Please try again.");
  }
  await orders(deps.db).recordRefund(order.id, {
    chargeId: typeof refund.charge === "string" ? refund.charge : (refund.charge?.id ?? ""),
    // A refund without an amount refunds the whole remainder: the charge is then refunded in full.
    refundedTotalCents: order.totalCents,
    refundId: refund.id,
    amountCents: refund.amount,
    source: "cancellation",
  });
}
