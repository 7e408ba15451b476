import { requestLog } from "../http/requestLog";
import type Stripe from "stripe";
import type { Firestore } from "firebase-admin/firestore";
import { paymentFailures, type PaymentFailure } from "./paymentFailures";

async function recordFor(
  db: Firestore,
  failure: Omit<PaymentFailure, "userId">,
  userId: string | null | undefined,
): Promise<void> {
  // Payments the marketplace did not start carry no user: nothing of ours to score.
  if (!userId) {
    requestLog.info("Payment failure without a marketplace user ignored", { eventId: failure.eventId });
    return;
  }
  await paymentFailures(db).recordOnce({ ...failure, userId });
}

/** `payment_intent.payment_failed`: a declined card or failed authentication on a checkout's PaymentIntent. */
export function recordPaymentIntentFailure(
  db: Firestore,
  eventId: string,
  intent: Stripe.PaymentIntent,
): Promise<void> {
  const error = intent.last_payment_error;
  return recordFor(
    db,
    {
      eventId,
      paymentIntentId: intent.id,
      checkoutSessionId: null,
      code: error?.code ?? "payment_failed",
      cardFingerprint: error?.payment_method?.card?.fingerprint ?? null,
    },
    intent.metadata.userId,
  );
}

/** `checkout.session.async_payment_failed`: a delayed payment of a completed Checkout Session failed. */
export function recordCheckoutPaymentFailure(
  db: Firestore,
  eventId: string,
  session: Stripe.Checkout.Session,
): Promise<void> {
  const intent = session.payment_intent;
  return recordFor(
    db,
    {
      eventId,
      paymentIntentId: typeof intent === "string" ? intent : (intent?.id ?? null),
      checkoutSessionId: session.id,
      code: "async_payment_failed",
      cardFingerprint: null,
    },
    session.metadata?.userId ?? session.client_reference_id,
  );
}
