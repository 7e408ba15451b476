/**
 * The rules every payment's money must hold, in integer cents: checked after the integration
 * suites and in production by `npm run audit:money`, and every day by the server's money check,
 * which raises an Operations item for each break. Pure: the callers read Stripe's charge, the
 * order and the ledger.
 */
import { formatCents } from "../format";

/** A charge as the rules read it (Stripe's fields), with what lost disputes took back of it. */
export interface ChargeMoney {
  /** What Stripe charged. */
  amount: number;
  /** What Stripe refunded of it. */
  amount_refunded: number;
  /** The amounts of its lost disputes (chargebacks): money returned to the customer by their bank. */
  chargebackCents: number;
}

/** What went back to the customer of a charge: its refunds and its chargebacks. */
export const returnedCents = (charge: ChargeMoney): number => charge.amount_refunded + charge.chargebackCents;

/** A paid charge with no order is accounted for only once all of it went back to the customer. */
export const isChargeReturned = (charge: ChargeMoney): boolean => returnedCents(charge) >= charge.amount;

/** An order's money from its records: Stripe's charges, the order (and its song gift) and the artist's ledger. */
export interface OrderMoneyFacts {
  /** Stripe's charges that paid the order: its own; a song gift's order, the gift's and any difference's. */
  charges: readonly ChargeMoney[];
  /**
   * What the records say the order was paid (the order's total; a song gift's order, the gift's
   * amount and the difference its recipient paid: `songGiftOrderPaidCents`) and refunded.
   */
  order: { paidCents: number; refundedCents: number };
  /** The sum of the order's ledger entries (its release less its refunds' reversals); 0 before release. */
  ledgerCents: number;
  /** Whether the share's transfer was reversed (a full refund, or a dispute lost before delivery): the artist keeps nothing. */
  shareReversed: boolean;
}

/** An order's money split: paid = returned + the artist's share + the platform's share. */
export interface OrderMoney {
  paidCents: number;
  /** Refunds and chargebacks. */
  returnedCents: number;
  /** Of what was returned, the chargebacks (lost disputes). */
  chargebackCents: number;
  artistCents: number;
  platformCents: number;
}

/**
 * The split of an order's payment: paid and returned as Stripe's charges say, the artist's share
 * as the ledger says, the platform's share as the order's own records leave it (what they say it
 * was paid, less what it refunded and the chargebacks, less the artist's share).
 */
export function orderMoneyOf(facts: OrderMoneyFacts): OrderMoney {
  const artistCents = facts.shareReversed ? 0 : facts.ledgerCents;
  const sum = (part: (charge: ChargeMoney) => number) =>
    facts.charges.reduce((total, charge) => total + part(charge), 0);
  const chargebackCents = sum((charge) => charge.chargebackCents);
  return {
    paidCents: sum((charge) => charge.amount),
    returnedCents: sum(returnedCents),
    chargebackCents,
    artistCents,
    platformCents: facts.order.paidCents - facts.order.refundedCents - chargebackCents - artistCents,
  };
}

/**
 * What breaks the rule "paid = returned + the artist's share + the platform's share" for an
 * order, in words; null when it holds. Every part is whole cents; nothing more than was paid goes
 * back; the artist's share is never negative; and the platform's share is negative only by a
 * chargeback it bears (a dispute lost on a delivered song: the artist keeps their share).
 */
export function orderMoneyBreak(money: OrderMoney): string | null {
  const { paidCents, returnedCents: returned, chargebackCents, artistCents, platformCents } = money;
  const parts = [paidCents, returned, chargebackCents, artistCents, platformCents];
  if (!parts.every(Number.isSafeInteger)) return `not whole cents: ${parts.join(", ")}`;
  const split = `${formatCents(returned)} returned + ${formatCents(artistCents)} to the artist + ${formatCents(platformCents)} to the platform`;
  if (paidCents !== returned + artistCents + platformCents) return `paid ${formatCents(paidCents)} ≠ ${split}`;
  if (returned > paidCents) return `${formatCents(returned)} returned of ${formatCents(paidCents)} paid`;
  if (artistCents < 0) return `the artist's share is negative: ${split}`;
  if (platformCents < -Math.min(artistCents, chargebackCents)) return `the platform's share is negative: ${split}`;
  return null;
}

/** The money rules checked every day (and by `npm run audit:money`), each break raised on Operations. */
export const MONEY_RULE_NAMES = ["charge_accounted", "order_split", "books_ledger", "owed_share_moving"] as const;
export type MoneyRule = (typeof MONEY_RULE_NAMES)[number];
export const MONEY_RULES: Readonly<Record<MoneyRule, string>> = {
  charge_accounted: "Every paid charge is an order, a song gift or money returned",
  order_split: "Each order's payment is what was returned, the artist's share and the platform's share",
  books_ledger: "Every transfer in Stripe is in the ledger and the other way round",
  owed_share_moving: "Every owed share to a ready account has a pending transfer",
};

/** A money difference's subject when it has no order: the charge it is about. */
export const chargeSubject = (chargeId: string): string => `charge-${chargeId}`;
