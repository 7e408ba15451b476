import { inject } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import type Stripe from "stripe";
import type { PayoutLink } from "@songs/domain";
import { writeLedgerEntry } from "../../functions/src/earnings";
import { api } from "./api";
import { createTestArtist, type TestArtist } from "./artists";
import { localStripe, newCustomer, payOnHostedPage, stackDb, startCheckout } from "./checkout";
import { createOrder, type Customer } from "./customerOrders";
import { releaseOrder } from "./earnings";

/**
 * Paying artists in the suites: an artist onboarded through Stripe's hosted page, a released order,
 * Stripe's transfer of its share and the release entry's `transfer` recording it (what the
 * transfer's follow-up does), and Stripe's payouts run now.
 */

export interface PaidArtist extends TestArtist {
  stripeAccountId: string;
}

/** A new artist who completed Stripe's hosted onboarding from the studio, with this test bank account. */
export async function onboardedArtist(accountNumber = "000123456789"): Promise<PaidArtist> {
  const artist = await createTestArtist();
  const link = await api<PayoutLink>("/api/studio/payouts/onboarding", { method: "POST", token: artist.idToken, body: {} });
  if (link.status !== 200) throw new Error(`Onboarding failed: ${link.text}`);
  await (await fetch(link.body.url)).text();
  const done = await fetch(link.body.url, { method: "POST", body: new URLSearchParams({ routing_number: "110000000", account_number: accountNumber, outcome: "complete" }), redirect: "manual" });
  if (done.status !== 303) throw new Error(`The hosted onboarding did not finish: ${done.status}`);
  const stored = await stackDb().collection("payoutAccounts").doc(artist.artistId).get();
  return { ...artist, stripeAccountId: stored.get("stripeAccountId") as string };
}

/** A paid checkout's charge (a Premium order with rush and an extra verse, $89.99): a transfer's `source_transaction`. */
export async function paidCharge(): Promise<string> {
  const session = await startCheckout(await newCustomer(), { package: "premium", addOns: ["rush", "extra-verse"] });
  const payment = await payOnHostedPage(session.url);
  if (payment.status !== 303) throw new Error(`The checkout was not paid: ${payment.status}`);
  const paid = await localStripe().checkout.sessions.retrieve(session.sessionId, { expand: ["payment_intent"] });
  return (paid.payment_intent as Stripe.PaymentIntent).latest_charge as string;
}

/** Stripe's transfer of an order's share to the artist (transfer_group = the order), as the transfer's follow-up makes it. */
export async function stripeTransfer(orderId: string, artist: PaidArtist, amount: number): Promise<Stripe.Transfer> {
  return localStripe().transfers.create({ amount, currency: "usd", destination: artist.stripeAccountId, source_transaction: await paidCharge(), transfer_group: orderId });
}

/** The release entry's `transfer` (the contract the transfer's follow-up writes). */
export async function recordTransfer(orderId: string, state: "owed" | "transferred" | "failing", stripeTransferId: string | null, lastError: string | null = null): Promise<void> {
  await stackDb()
    .collection("earnings")
    .doc(`${orderId}-release`)
    .update({ transfer: { state, stripeTransferId, stripeReversalId: null, lastError, attempts: state === "failing" ? 3 : 1, updatedAt: Timestamp.now() } });
}

/** A released order of the artist: its ledger entry written now, or back-dated to `createdAt`. Answers the order and its share. */
export async function releasedOrder(customer: Customer, artist: TestArtist, createdAt?: Date): Promise<{ orderId: string; share: number }> {
  const orderId = await createOrder(customer, { status: "completed", artistId: artist.artistId });
  if (!createdAt) return { orderId, share: (await releaseOrder(orderId, artist.artistId))! };
  const batch = stackDb().batch();
  writeLedgerEntry(stackDb(), batch, `${orderId}-release`, { artistId: artist.artistId, orderId, kind: "release", amountCents: 4549, package: "premium", addOns: ["extra-verse"], recipientName: null }, createdAt);
  await batch.commit();
  return { orderId, share: 4549 };
}

/** Stripe's automatic payouts now (the local server's test hook), rather than after its delay. */
export async function runPayouts(): Promise<void> {
  const response = await fetch(new URL("/_local/payouts/run", inject("stripeUrl")), { method: "POST" });
  if (!response.ok) throw new Error(`/_local/payouts/run answered ${response.status}`);
}

