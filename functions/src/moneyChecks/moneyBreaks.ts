import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import {
  canReceiveTransfers,
  chargeSubject,
  isAddOnKey,
  isChargeReturned,
  isPackageKey,
  orderMoneyBreak,
  orderMoneyOf,
  RECONCILIATION_DIFFERENCE_WORDS,
  songGiftOrderPaidCents,
  type ChargeMoney,
  type MoneyRule,
  type ReconciliationDifference,
} from "@songs/domain";
import { isMarketplacePayment } from "../disputes";
import { releaseTransfers, type ReleaseWithTransfer } from "../earnings";
import { followUps } from "../followUps";
import { orderReads, type OrderRecord } from "../orders";
import { payoutAccounts, transferFollowUpId } from "../payouts";
import { isHeldBySongGift, songGiftsPayingOrders, type SongGiftPayment } from "../songGifts";
import { paidChargeOfPayment, type PaidCharge } from "./paidCharges";

/** A broken money rule: which, about what (an order, else the charge), and in words. */
export interface MoneyBreak {
  rule: MoneyRule;
  /** The order it is about, or null (a charge with no order). */
  orderId: string | null;
  /** The order's id, else `charge-{id}`: the Operations item's subject. */
  subject: string;
  chargeId: string | null;
  detail: string;
}

/**
 * What paid an order and what its records say it was paid: its own charge; for an order a song
 * gift paid for, the gift's charge too (read from Stripe when it is not the order's own: the
 * recipient paid a difference) and the gift's amount with the difference it left to pay.
 */
async function orderPayment(
  stripe: Stripe,
  order: OrderRecord,
  charge: PaidCharge,
  gift: SongGiftPayment | undefined,
): Promise<{ charges: ChargeMoney[]; paidCents: number }> {
  if (!gift) return { charges: [charge.money], paidCents: order.totalCents };
  const giftCharge =
    gift.paymentIntentId && gift.paymentIntentId !== charge.paymentIntentId
      ? await paidChargeOfPayment(stripe, gift.paymentIntentId)
      : null;
  return {
    charges: giftCharge ? [giftCharge.money, charge.money] : [charge.money],
    // An order whose package the catalogue does not know has no price: its split breaks (not whole cents).
    paidCents: isPackageKey(order.package)
      ? songGiftOrderPaidCents(gift, { package: order.package, addOns: order.addOns.filter(isAddOnKey) })
      : Number.NaN,
  };
}

/**
 * The charge rules over a page of charges: each paid charge of the marketplace's checkout has an
 * order with its payment, or a song gift bought with it and not refunded, or all of it went back (refunds and lost
 * disputes); and each order's payment splits into what was returned, the artist's share (the
 * ledger's) and the platform's share (what the order's records leave). An order a song gift paid
 * for is split over both its charges, the gift's and any difference's (checked with the charge the
 * order names). Reads: the page's orders 30 a query, their ledger entries and song gifts 30 orders
 * a query, their release entries by id, and a gift's charge from Stripe when a difference was paid.
 */
export async function chargeBreaks(
  db: Firestore,
  stripe: Stripe,
  charges: readonly PaidCharge[],
): Promise<MoneyBreak[]> {
  const orders = await orderReads(db).byPaymentIntents(charges.flatMap((charge) => charge.paymentIntentId ?? []));
  const orderIds = [...orders.values()].map((order) => order.id);
  const ledger = releaseTransfers(db);
  const [net, releases, gifts] = await Promise.all([
    ledger.netCentsOfOrders(orderIds),
    ledger.ofOrders(orderIds),
    songGiftsPayingOrders(db, orderIds),
  ]);
  const breaks: MoneyBreak[] = [];
  for (const charge of charges) {
    const order = charge.paymentIntentId ? orders.get(charge.paymentIntentId) : undefined;
    if (!order) {
      if (isChargeReturned(charge.money)) continue;
      if (charge.paymentIntentId && (await isHeldBySongGift(db, charge.paymentIntentId))) continue;
      // A payment made elsewhere on the account (a payment link, not the checkout) is not the marketplace's.
      if (!(await isMarketplacePayment(stripe, charge.paymentIntentId))) continue;
      breaks.push({
        rule: "charge_accounted",
        orderId: null,
        subject: chargeSubject(charge.chargeId),
        chargeId: charge.chargeId,
        detail: `charge ${charge.chargeId} (payment ${charge.paymentIntentId ?? "none"}): no order, not returned`,
      });
      continue;
    }
    const { charges: paidWith, paidCents } = await orderPayment(stripe, order, charge, gifts.get(order.id));
    const detail = orderMoneyBreak(
      orderMoneyOf({
        charges: paidWith,
        order: { paidCents, refundedCents: order.refundedCents },
        ledgerCents: net.get(order.id) ?? 0,
        shareReversed: releases.get(order.id)?.transfer?.state === "reversed",
      }),
    );
    if (detail)
      breaks.push({
        rule: "order_split",
        orderId: order.id,
        subject: order.id,
        chargeId: charge.chargeId,
        detail: `order ${order.id}, charge ${charge.chargeId}: ${detail}`,
      });
  }
  return breaks;
}

/** The books' differences from the ledger (a closed day's, or all time's), each about its order. */
export const booksBreaks = (differences: readonly ReconciliationDifference[]): MoneyBreak[] =>
  differences.map((difference) => ({
    rule: "books_ledger",
    orderId: difference.orderId,
    subject: difference.orderId ?? `transfer-${difference.stripeTransferId ?? "unknown"}`,
    chargeId: null,
    detail: `${RECONCILIATION_DIFFERENCE_WORDS[difference.kind]}: ${difference.stripeTransferId ?? "no transfer"} (order ${difference.orderId ?? "unknown"})`,
  }));

/**
 * Every share owed to an account that can receive transfers has its transfer's follow-up pending
 * (nothing else would move it): the owed shares (all of them, a page at a time, unless given), their
 * accounts and follow-ups read by id.
 */
export async function owedShareBreaks(
  db: Firestore,
  owed: AsyncIterable<ReleaseWithTransfer[]> | Iterable<ReleaseWithTransfer[]> = releaseTransfers(db).owedPages(),
): Promise<MoneyBreak[]> {
  const breaks: MoneyBreak[] = [];
  const ready = new Map<string, boolean>();
  for await (const page of owed) {
    const unseen = [...new Set(page.map((share) => share.artistId))].filter((id) => !ready.has(id));
    const accounts = await payoutAccounts(db).getMany(unseen);
    for (const artistId of unseen) ready.set(artistId, canReceiveTransfers(accounts.get(artistId)?.facts ?? null));
    const transferIds = new Map(page.map((share) => [share.orderId, transferFollowUpId(share.orderId)]));
    const states = await followUps(db).statesOf([...transferIds.values()]);
    for (const share of page)
      if (ready.get(share.artistId) && states.get(transferIds.get(share.orderId) ?? "") !== "pending")
        breaks.push({
          rule: "owed_share_moving",
          orderId: share.orderId,
          subject: share.orderId,
          chargeId: null,
          detail: `order ${share.orderId}: its share is owed to ${share.artistId}, whose account is ready, with no pending transfer`,
        });
  }
  return breaks;
}
