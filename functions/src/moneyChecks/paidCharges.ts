import type Stripe from "stripe";
import type { ChargeMoney } from "@songs/domain";

/** A charge of the platform's, as the money rules read it: its ids and its money. */
export interface PaidCharge {
  chargeId: string;
  paymentIntentId: string | null;
  money: ChargeMoney;
}

/** Stripe's balance transactions are read this many a page (Stripe's largest). */
const STRIPE_PAGE = 100;

const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === "string" ? value : (value?.id ?? null);

/** What the charge's lost disputes took back (read only for a disputed charge: a few disputes at most). */
async function chargebackCents(stripe: Stripe, charge: Stripe.Charge): Promise<number> {
  if (!charge.disputed) return 0;
  let lost = 0;
  for await (const dispute of stripe.disputes.list({ charge: charge.id, limit: STRIPE_PAGE }))
    if (dispute.status === "lost") lost += dispute.amount;
  return lost;
}

/** A Stripe charge as the money rules read it. */
export async function paidChargeOf(stripe: Stripe, charge: Stripe.Charge): Promise<PaidCharge> {
  return {
    chargeId: charge.id,
    paymentIntentId: idOf(charge.payment_intent),
    money: {
      amount: charge.amount,
      amount_refunded: charge.amount_refunded,
      chargebackCents: await chargebackCents(stripe, charge),
    },
  };
}

/** The charge of a PaymentIntent as the money rules read it (a song gift's, beside its order's own), or null before it is paid. */
export async function paidChargeOfPayment(stripe: Stripe, paymentIntentId: string): Promise<PaidCharge | null> {
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ["latest_charge"] });
  const charge = intent.latest_charge;
  return typeof charge === "object" && charge ? paidChargeOf(stripe, charge) : null;
}

/**
 * The platform's charges made in `created` (all time when not given), a page of 100 at a time,
 * from its balance transactions (each charge expanded).
 */
export async function* paidChargePages(
  stripe: Stripe,
  created?: { gte: number; lt: number },
): AsyncGenerator<PaidCharge[]> {
  let page: PaidCharge[] = [];
  for await (const txn of stripe.balanceTransactions.list({
    type: "charge",
    limit: STRIPE_PAGE,
    expand: ["data.source"],
    ...(created ? { created } : {}),
  })) {
    const charge = txn.source;
    if (typeof charge !== "object" || charge?.object !== "charge") continue;
    page.push(await paidChargeOf(stripe, charge));
    if (page.length === STRIPE_PAGE) {
      yield page;
      page = [];
    }
  }
  if (page.length > 0) yield page;
}
