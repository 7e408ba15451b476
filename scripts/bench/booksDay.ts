/**
 * A day of the books at scale, for `npm run bench:scale`: `count` orders' money made on the local
 * Stripe server in one UTC day through its API (each a Checkout Session paid on its hosted page by
 * form post, the released ones' shares transferred to Maya's account from their charges, the
 * cancelled ones refunded in full, the ones refunded after their release refunded and their
 * transfers reversed), the same orders and their ledger entries written to Firestore as the
 * product leaves them (scaleData.ts), then the day's real close (`booksDays(db).close`, what the
 * `close_books_day` follow-up runs) timed, with what it costs: Stripe's balance transactions read
 * and their pages, and the Firestore documents it reads and writes (counted as production bills
 * them, functions/src/adapters/firestore/billedOperations.ts).
 * The day is today's: the local Stripe server stamps each object when it is made, as Stripe does.
 * Target: the close done within 2 minutes, with no difference from the ledger.
 */
import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import { booksDayOf } from "@songs/domain";
import { GOOD_FORM } from "@songs/stripe-local/testing";
import { countBilledOperations, countingInto } from "../../functions/src/adapters/firestore/billedOperations";
import { createStripeClient } from "../../functions/src/adapters/stripe/createStripeClient";
import { payoutAccounts } from "../../functions/src/payouts";
import { booksDays } from "../../functions/src/payouts/booksDays";
import { CURRENCY } from "../../functions/src/stripe";
import { DEMO_ARTISTS } from "../seed/users";
import type { Stack } from "../stack/startStack";
import { booksDayOrders, writeBooksDayOrders, type BooksDayOrder, type BooksDayPayment } from "./scaleData";

/** The close of a day must take at most this long. */
const CLOSE_MS_MAX = 120_000;
/** Payments made at once on the local Stripe server. */
const AT_ONCE = 8;

/** One order's money on Stripe: paid, then transferred, refunded and reversed as its fate says. */
async function makeMoney(stripe: Stripe, planned: BooksDayOrder, accountId: string): Promise<BooksDayPayment> {
  const { order } = planned;
  const session = await stripe.checkout.sessions.create({
    mode: "payment",
    success_url: "http://127.0.0.1/payment-success?session_id={CHECKOUT_SESSION_ID}",
    line_items: [
      {
        price_data: { currency: CURRENCY, unit_amount: planned.totalCents, product_data: { name: "Bench song" } },
        quantity: 1,
      },
    ],
    metadata: { benchOrderId: order.id },
  });
  const paid = await fetch(session.url ?? "", {
    method: "POST",
    body: new URLSearchParams(GOOD_FORM),
    redirect: "manual",
  });
  if (paid.status !== 303) throw new Error(`The bench payment of ${order.id} was not made (${paid.status})`);
  const intent = (await stripe.checkout.sessions.retrieve(session.id, { expand: ["payment_intent"] }))
    .payment_intent as Stripe.PaymentIntent;
  const payment: BooksDayPayment = { ...planned, paymentIntentId: intent.id, transferId: null, reversalId: null };
  if (planned.fate !== "cancelled") {
    const transfer = await stripe.transfers.create({
      amount: planned.shareCents,
      currency: CURRENCY,
      destination: accountId,
      transfer_group: order.id,
      source_transaction: intent.latest_charge as string,
      metadata: { orderId: order.id },
    });
    payment.transferId = transfer.id;
  }
  if (planned.fate !== "released") await stripe.refunds.create({ payment_intent: intent.id });
  if (planned.fate === "refunded_after_release" && payment.transferId)
    payment.reversalId = (await stripe.transfers.createReversal(payment.transferId)).id;
  return payment;
}

/** Runs `work` over `items`, `AT_ONCE` at a time, keeping their order. */
async function inTurn<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index] as T);
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return results;
}

/**
 * Makes a day of `count` orders' money and closes it; prints what the close cost. `settle` waits
 * until the functions are quiet, so the close is timed on a quiet stack.
 * True when the close met its target.
 */
export async function measureBooksDay(
  stack: Stack,
  db: Firestore,
  count: number,
  settle: () => Promise<unknown>,
): Promise<boolean> {
  if (!stack.stripeUrl) throw new Error("The books' bench needs the local Stripe server");
  const stripe = createStripeClient({ secretKey: stack.stripeSecretKey, apiUrl: stack.stripeUrl });
  const maya = await payoutAccounts(db).get(DEMO_ARTISTS[0].artistId);
  if (!maya) throw new Error("The demo data has no payout account for Maya Rivers");
  const day = booksDayOf(new Date());

  const making = Date.now();
  // The day's events are kept by Stripe, not sent: a day's worth of them at once would only time the functions' webhook.
  stack.deliverStripeEvents(false);
  const payments = await inTurn(booksDayOrders(count), (planned) =>
    makeMoney(stripe, planned, maya.stripeAccountId),
  ).finally(() => stack.deliverStripeEvents(true));
  const made = Date.now();
  const writes = await writeBooksDayOrders(db, payments, new Date());
  // The orders' triggers run in the functions meanwhile: the close is timed once they are done.
  await settle();
  const fates = new Map<string, number>();
  for (const payment of payments) fates.set(payment.fate, (fates.get(payment.fate) ?? 0) + 1);
  console.log(
    `\nA day of the books (${day}): ${count} orders' money made on the local Stripe server in ${((made - making) / 1000).toFixed(1)} s (${[...fates].map(([fate, n]) => `${fate} ${n}`).join(", ")}); ${writes} Firestore writes for the orders and their ledger`,
  );
  if (booksDayOf(new Date()) !== day)
    console.log(`  (the day ended while it was made: part of it falls on the next day)`);

  // What the close asks of Stripe: each page of balance transactions, and any transfer it looks up.
  const requests = { pages: 0, transfers: 0, other: 0 };
  const countRequest = (event: Stripe.RequestEvent) => {
    if (event.path.startsWith("/v1/balance_transactions")) requests.pages++;
    else if (event.path.startsWith("/v1/transfers")) requests.transfers++;
    else requests.other++;
  };
  stripe.on("request", countRequest);
  countBilledOperations();
  const billed = { reads: 0, writes: 0 };
  const started = performance.now();
  const closed = await countingInto(billed, () => booksDays(db).close(stripe, day));
  const elapsedMs = performance.now() - started;
  stripe.off("request", countRequest);

  console.log(
    `  the close: ${(elapsedMs / 1000).toFixed(1)} s; ${closed.balanceTransactions} balance transactions read in ${requests.pages} pages; ${requests.transfers} transfers looked up, ${requests.other} other Stripe calls; Firestore ${billed.reads} reads, ${billed.writes} writes`,
  );
  console.log(
    `  the day: gross ${closed.grossCents}, fees ${closed.feeCents}, refunds ${closed.refundedCents}, to artists ${closed.transferredCents}, reversed ${closed.reversedCents}, net ${closed.netCents} (cents); transfers: Stripe ${closed.stripeTransfers}, ledger ${closed.ledgerTransfers}; differences ${closed.differences.length}`,
  );
  const made1000 = closed.balanceTransactions >= count;
  const inTime = elapsedMs <= CLOSE_MS_MAX;
  const balanced = closed.differences.length === 0;
  console.log(
    `  target: closed within ${CLOSE_MS_MAX / 1000} s: ${inTime ? "met" : "MISSED"}; every order's transactions read: ${made1000 ? "met" : "MISSED"}; no difference from the ledger: ${balanced ? "met" : "MISSED"}`,
  );
  return inTime && made1000 && balanced;
}
