import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import { canReceiveTransfers } from "@songs/domain";
import { pagesOf } from "../../functions/src/adapters/firestore/queries";
import { payoutAccounts } from "../../functions/src/payouts";
import { readBooks } from "../../functions/src/payouts/booksClose";

/** A rule that must always hold for the money, and the documents that break it. */
export interface MoneyFinding {
  rule: string;
  documents: string[];
}

/** Orders are looked up by payment 30 at a time (Firestore's `in` limit). */
const IN_LIMIT = 30;

/** The payments of `intents` that a song gift sold and not refunded holds (owed, or redeemed as an order). */
async function songGiftPayments(db: Firestore, intents: readonly string[]): Promise<Set<string>> {
  const held = new Set<string>();
  for (let start = 0; start < intents.length; start += IN_LIMIT) {
    const batch = intents.slice(start, start + IN_LIMIT);
    const found = await db
      .collection("songGifts")
      .where("paymentIntentId", "in", batch)
      .select("paymentIntentId", "state")
      .get();
    for (const doc of found.docs) if (doc.get("state") !== "refunded") held.add(doc.get("paymentIntentId") as string);
  }
  return held;
}

/**
 * Every paid charge is an order, a song gift or a refund in full: each charge of the platform's
 * balance transactions (read 100 a page) has an order with its payment intent, or is a song gift's
 * purchase not refunded (money owed until it is redeemed; an order redeemed with a difference
 * carries the difference's payment), or Stripe refunded all of it. It compares with what Stripe
 * charged, so a discount changes nothing.
 */
async function chargesWithoutOrder(db: Firestore, stripe: Stripe): Promise<string[]> {
  const paid = new Map<string, string>();
  for await (const txn of stripe.balanceTransactions.list({ type: "charge", limit: 100, expand: ["data.source"] })) {
    const charge = txn.source as Stripe.Charge | null;
    if (!charge || typeof charge !== "object" || charge.amount_refunded >= charge.amount) continue;
    const intent = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
    if (intent) paid.set(intent, charge.id);
  }
  const intents = [...paid.keys()];
  for (let start = 0; start < intents.length; start += IN_LIMIT) {
    const batch = intents.slice(start, start + IN_LIMIT);
    const found = await db.collection("orders").where("paymentIntentId", "in", batch).select("paymentIntentId").get();
    for (const doc of found.docs) paid.delete(doc.get("paymentIntentId") as string);
  }
  for (const intent of await songGiftPayments(db, [...paid.keys()])) paid.delete(intent);
  return [...paid.entries()].map(([intent, charge]) => `charge ${charge} (payment ${intent}): no order, not refunded`);
}

/** Every share owed to an account that can receive transfers has its transfer's follow-up pending. */
async function owedSharesNotMoving(db: Firestore): Promise<string[]> {
  const stuck: string[] = [];
  const accounts = payoutAccounts(db);
  const ready = new Map<string, boolean>();
  for await (const page of pagesOf(db.collection("earnings").where("transfer.state", "==", "owed"))) {
    for (const entry of page) {
      const artistId = entry.get("artistId") as string;
      if (!ready.has(artistId)) ready.set(artistId, canReceiveTransfers((await accounts.get(artistId))?.facts ?? null));
      if (!ready.get(artistId)) continue;
      const orderId = entry.get("orderId") as string;
      const followUp = await db.collection("followUps").doc(`${orderId}-transfer`).get();
      if (followUp.get("state") !== "pending")
        stuck.push(`earnings/${entry.id}: owed to ${artistId}, whose account is ready, with no pending transfer`);
    }
  }
  return stuck;
}

/** No refund follow-up is closed (done or cancelled) while its order shows no refund. */
async function refundsClosedWithoutRefund(db: Firestore): Promise<string[]> {
  const closed: string[] = [];
  const query = db.collection("followUps").where("kind", "==", "refund").where("state", "in", ["done", "cancelled"]);
  for await (const page of pagesOf(query)) {
    const orders = await db.getAll(...page.map((doc) => db.collection("orders").doc(doc.get("orderId") as string)));
    orders.forEach((order, index) => {
      if (order.exists && ((order.get("refundedCents") as number | undefined) ?? 0) <= 0)
        closed.push(
          `followUps/${page[index]?.id ?? ""}: ${page[index]?.get("state") as string}, orders/${order.id} refunded nothing`,
        );
    });
  }
  return closed;
}

/**
 * `npm run audit:money`'s rules over the whole database and Stripe, each read in pages: a paid
 * charge is an order or a full refund; every transfer in Stripe is in the ledger and the other way
 * round (the books' own check, over all time); an owed share to a ready account is moving; no
 * refund follow-up is closed without a refund.
 */
export async function auditMoney(db: Firestore, stripe: Stripe): Promise<MoneyFinding[]> {
  const books = await readBooks(db, stripe, new Date(0), new Date());
  const findings: MoneyFinding[] = [
    {
      rule: "Every paid charge is an order, a song gift or a full refund",
      documents: await chargesWithoutOrder(db, stripe),
    },
    {
      rule: "Every transfer in Stripe is in the ledger and the other way round",
      documents: books.differences.map(
        (difference) =>
          `${difference.kind}: ${difference.stripeTransferId ?? "-"} (order ${difference.orderId ?? "-"})`,
      ),
    },
    { rule: "Every owed share to a ready account has a pending transfer", documents: await owedSharesNotMoving(db) },
    { rule: "No refund follow-up is closed without a refund", documents: await refundsClosedWithoutRefund(db) },
  ];
  return findings.filter((finding) => finding.documents.length > 0);
}
