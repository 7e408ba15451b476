import type Stripe from "stripe";
import type { Firestore } from "firebase-admin/firestore";
import { requestLog } from "../http/requestLog";
import { unfulfilledPayments, type UnfulfilledPayment, type UnfulfilledReason } from "./unfulfilledPayments";

/** The idempotency key of an unfulfilled session's refund: one per session, whichever report (or retry) makes it. */
export const unfulfilledRefundKey = (sessionId: string) => `unfulfilled-${sessionId}`;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === "string" ? value : (value?.id ?? null);

/**
 * What went back to the card: the refund made under the session's key, the charge refunded before
 * in Stripe's dashboard, or a charge its bank took back by a dispute (Stripe refuses to refund it).
 */
type Refunded = Pick<Stripe.Refund, "amount" | "currency"> & { refundId: string | null; chargeId: string | null };

async function refundOnce(
  stripe: Stripe,
  sessionId: string,
  paymentIntentId: string,
  reason: UnfulfilledReason,
): Promise<Refunded> {
  try {
    const made = await stripe.refunds.create(
      { payment_intent: paymentIntentId, metadata: { sessionId, reason } },
      { idempotencyKey: unfulfilledRefundKey(sessionId) },
    );
    return { amount: made.amount, currency: made.currency, refundId: made.id, chargeId: idOf(made.charge) };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code !== "charge_already_refunded" && code !== "charge_disputed") throw error;
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ["latest_charge"] });
    const charge = intent.latest_charge as Stripe.Charge;
    // Charged back: the card's bank took the whole charge back through the dispute (recorded by the disputes capability).
    const amount = code === "charge_disputed" ? charge.amount : charge.amount_refunded;
    return { amount, currency: charge.currency, refundId: null, chargeId: charge.id };
  }
}

/**
 * A paid Checkout Session that cannot become its order is refunded in full, then recorded
 * (`unfulfilledPayments/{sessionId}`). The refund's idempotency key is the session's: a report
 * delivered again, or a run stopped after Stripe refunded and before the record was written, gets
 * the same refund back and records it, never a second one. A Stripe that fails throws (the webhook
 * answers 5xx and Stripe delivers the event again).
 */
export async function refundUnfulfilledPayment(
  deps: { db: Firestore; stripe: Stripe },
  session: Stripe.Checkout.Session,
  reason: UnfulfilledReason,
): Promise<UnfulfilledPayment> {
  const paymentIntentId = idOf(session.payment_intent);
  if (!paymentIntentId) throw new Error(`The paid Checkout Session ${session.id} names no PaymentIntent`);
  const refund = await refundOnce(deps.stripe, session.id, paymentIntentId, reason);
  requestLog.warn("A paid Checkout Session became no order: refunded in full", {
    sessionId: session.id,
    reason,
    refundId: refund.refundId,
    amountCents: refund.amount,
  });
  return unfulfilledPayments(deps.db).record({
    sessionId: session.id,
    paymentIntentId,
    refundId: refund.refundId,
    chargeId: refund.chargeId,
    amountCents: refund.amount,
    currency: refund.currency,
    reason,
  });
}
