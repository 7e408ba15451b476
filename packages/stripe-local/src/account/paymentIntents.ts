/** PaymentIntents: one per Checkout Session, made when the customer first tries to pay. */
import { noSuch } from "../errors";
import { type Account } from "./Account";
import { type Json } from "./records";
import { type SessionRecord } from "./SessionRecord";
import { newId, nowSeconds } from "./ids";

/** The session's PaymentIntent, made on the first payment attempt. */
export function ensurePaymentIntent(account: Account, record: SessionRecord): Json {
  const existing = record.session.payment_intent
    ? account.paymentIntents.get(record.session.payment_intent)
    : undefined;
  if (existing) return existing;
  const s = record.session;
  const pi: Json = {
    id: newId("pi_"),
    object: "payment_intent",
    amount: s.amount_total,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: "automatic_async",
    client_secret: null,
    confirmation_method: "automatic",
    created: nowSeconds(),
    currency: s.currency,
    customer: s.customer,
    description: record.paymentIntentData.description,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: structuredClone(record.paymentIntentData.metadata),
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_types: ["card"],
    processing: null,
    receipt_email: record.paymentIntentData.receipt_email ?? null,
    setup_future_usage: null,
    shipping: null,
    statement_descriptor: null,
    status: "requires_payment_method",
    transfer_data: null,
    transfer_group: null,
  };
  pi.client_secret = `${pi.id as string}_secret_${newId("", 24)}`;
  account.paymentIntents.set(pi.id as string, pi);
  s.payment_intent = pi.id as string;
  return pi;
}

export function getPaymentIntent(account: Account, id: string): Json {
  const pi = account.paymentIntents.get(id);
  if (!pi) throw noSuch("payment_intent", id, "intent");
  return pi;
}
