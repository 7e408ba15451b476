/** Payments made on the hosted checkout page: a failed attempt, or the payment that completes the session. */
import { invalid } from "../errors";
import { type Account } from "./Account";
import { buildCharge, buildPaymentMethod, type Billing, type CardDetails } from "./charges";
import { type CheckoutSession, type ShippingDetails } from "./SessionRecord";
import { getSessionRecord } from "./checkoutSessions";
import { redeemDiscount } from "./discounts";
import { scheduleDispute, type DisputeKind } from "./disputes";
import { emitEvent } from "./events";
import { newId } from "./ids";
import { ensurePaymentIntent } from "./paymentIntents";

/**
 * A declined card or failed authentication on the hosted page. As on Stripe, the PaymentIntent
 * goes back to `requires_payment_method` with `last_payment_error` (the card's PaymentMethod
 * embedded) and `payment_intent.payment_failed` is sent, after `charge.failed` for a declined charge.
 */
export function recordFailedAttempt(
  account: Account,
  sessionId: string,
  card: CardDetails,
  billing: Billing,
  failure: "card_declined" | "authentication_failed",
): void {
  const record = getSessionRecord(account, sessionId);
  const pi = ensurePaymentIntent(account, record);
  const charge = failure === "card_declined" ? buildCharge(account, pi, card, billing, false) : null;
  const paymentMethod = buildPaymentMethod(charge ? String(charge.payment_method) : newId("pm_"), card, billing);
  if (charge) {
    pi.latest_charge = charge.id;
    pi.last_payment_error = {
      charge: charge.id,
      code: "card_declined",
      decline_code: "generic_decline",
      doc_url: "https://stripe.com/docs/error-codes/card-declined",
      message: "Your card was declined.",
      payment_method: paymentMethod,
      type: "card_error",
    };
    emitEvent(account, "charge.failed", charge);
  } else {
    pi.last_payment_error = {
      code: "payment_intent_authentication_failure",
      doc_url: "https://stripe.com/docs/error-codes/payment-intent-authentication-failure",
      message:
        "The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.",
      payment_method: paymentMethod,
      type: "invalid_request_error",
    };
  }
  pi.status = "requires_payment_method";
  emitEvent(account, "payment_intent.payment_failed", pi);
}

/**
 * A successful payment: the session completes, its discount is counted as redeemed and
 * `checkout.session.completed` is emitted; a dispute test card's charge is disputed a little later.
 */
export function completePayment(
  account: Account,
  sessionId: string,
  card: CardDetails,
  billing: Billing,
  shipping: ShippingDetails | null,
  dispute: DisputeKind | null = null,
): CheckoutSession {
  const record = getSessionRecord(account, sessionId);
  const s = record.session;
  if (s.status !== "open")
    throw invalid(`This Checkout Session is ${s.status}.`, undefined, "checkout_session_not_open");
  const pi = ensurePaymentIntent(account, record);
  if (shipping)
    pi.shipping = { address: shipping.address, carrier: null, name: shipping.name, phone: null, tracking_number: null };
  const charge = buildCharge(account, pi, card, billing, true);
  pi.latest_charge = charge.id;
  pi.payment_method = charge.payment_method;
  pi.status = "succeeded";
  pi.amount_received = pi.amount;
  pi.last_payment_error = null;
  s.status = "complete";
  s.payment_status = "paid";
  s.url = null;
  s.customer_details = {
    address: billing.address,
    email: billing.email,
    name: billing.name ?? shipping?.name ?? null,
    phone: null,
    tax_exempt: "none",
    tax_ids: [],
  };
  if (shipping) {
    s.collected_information = { shipping_details: shipping };
    s.shipping_details = shipping;
  }
  redeemDiscount(account, record);
  emitEvent(account, "checkout.session.completed", s);
  if (dispute) scheduleDispute(account, charge.id as string, dispute);
  return s;
}
