/** Charges: the card attempts on a PaymentIntent, with the card's details and outcome. */
import { createHash } from "node:crypto";
import { noSuch } from "../errors";
import { type Account } from "./Account";
import { type Json } from "./records";
import { type Address } from "./SessionRecord";
import { cardProcessingFee, recordBalanceTransaction } from "./balanceTransactions";
import { newId, nowSeconds } from "./ids";

export interface CardDetails {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** Stripe's `card.fingerprint`: the same card number always gives the same value. */
  fingerprint: string;
  threeDSecure: boolean;
}

/** A stable fingerprint of a card number (Stripe's are 16 letters and digits, unique per card). */
export function cardFingerprint(number: string): string {
  return createHash("sha256").update(number).digest("base64url").replace(/[-_]/g, "").slice(0, 16);
}

export interface Billing {
  email: string;
  name: string | null;
  address: Address;
}

/**
 * A charge of the PaymentIntent, succeeded (`ok`) or declined. A succeeded one gets its balance
 * transaction, with Stripe's processing fee.
 */
export function buildCharge(account: Account, pi: Json, card: CardDetails, billing: Billing, ok: boolean): Json {
  const id = newId("ch_");
  const amount = pi.amount as number;
  const currency = pi.currency as string;
  const charge: Json = {
    id,
    object: "charge",
    amount,
    amount_captured: ok ? amount : 0,
    amount_refunded: 0,
    application_fee_amount: null,
    balance_transaction: ok
      ? recordBalanceTransaction(account, {
          cardFunds: true,
          amount,
          currency,
          type: "charge",
          reportingCategory: "charge",
          source: id,
          description: (pi.description as string | null) ?? null,
          fees: [{ amount: cardProcessingFee(amount), description: "Stripe processing fees" }],
        })
      : null,
    billing_details: { address: billing.address, email: billing.email, name: billing.name, phone: null },
    calculated_statement_descriptor: "STRIPE LOCAL",
    captured: ok,
    created: nowSeconds(),
    currency,
    customer: pi.customer,
    description: pi.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: ok ? null : "card_declined",
    failure_message: ok ? null : "Your card was declined.",
    livemode: false,
    metadata: structuredClone(pi.metadata),
    outcome: ok
      ? {
          network_status: "approved_by_network",
          reason: null,
          risk_level: "normal",
          seller_message: "Payment complete.",
          type: "authorized",
        }
      : {
          network_status: "declined_by_network",
          reason: "generic_decline",
          risk_level: "normal",
          seller_message: "The bank did not return any further details with this decline.",
          type: "issuer_declined",
        },
    paid: ok,
    payment_intent: pi.id,
    payment_method: newId("pm_"),
    payment_method_details: {
      card: {
        ...cardSummary(card),
        checks: { address_line1_check: null, address_postal_code_check: "pass", cvc_check: "pass" },
        network: card.brand,
        three_d_secure: card.threeDSecure
          ? { authentication_flow: "challenge", result: ok ? "authenticated" : "failed", version: "2.2.0" }
          : null,
      },
      type: "card",
    },
    receipt_email: pi.receipt_email,
    receipt_url: null,
    refunded: false,
    shipping: pi.shipping,
    status: ok ? "succeeded" : "failed",
  };
  account.charges.set(charge.id as string, charge);
  return charge;
}

/** A card as Stripe describes it wherever it embeds one (a charge's payment details, a PaymentMethod). */
function cardSummary(card: CardDetails): Json {
  return {
    brand: card.brand,
    country: "US",
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    fingerprint: card.fingerprint,
    funding: "credit",
    last4: card.last4,
  };
}

/** The card PaymentMethod of an attempt, as Stripe embeds it in `last_payment_error.payment_method`. */
export function buildPaymentMethod(id: string, card: CardDetails, billing: Billing): Json {
  return {
    id,
    object: "payment_method",
    billing_details: { address: billing.address, email: billing.email, name: billing.name, phone: null },
    card: cardSummary(card),
    created: nowSeconds(),
    customer: null,
    livemode: false,
    metadata: {},
    type: "card",
  };
}

export function getCharge(account: Account, id: string): Json {
  const charge = account.charges.get(id);
  if (!charge) throw noSuch("charge", id, "id");
  return charge;
}
