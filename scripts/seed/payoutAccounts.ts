import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import {
  artistShareCents,
  computeTotalCents,
  OWED_SHARE,
  type AddOnKey,
  type PackageKey,
  type ShareTransfer,
} from "@songs/domain";
import { GOOD_FORM, submitHostedOnboarding } from "@songs/stripe-local/testing";
import { ledgerEntryRecord, writeLedgerEntry } from "../../functions/src/earnings";
import { orderRecord } from "../../functions/src/orders";
import { followUps } from "../../functions/src/followUps";
import {
  ensurePayoutAccount,
  keepStripePayout,
  onboardingLink,
  payoutAccounts,
  payoutTotals,
} from "../../functions/src/payouts";
import { CURRENCY } from "../../functions/src/stripe";
import { seedArtistId } from "./artists";
import { SEED_ORDERS } from "./orders";
import { STUDIO_SEED_ORDERS } from "./studioOrders";
import { DEMO_ARTISTS } from "./users";

/** A released demo order whose share the seed records, and what became of it. */
interface SeedShare {
  orderId: string;
  artistSlug: "maya-rivers" | "sofia-alvarez";
  /** Transferred to the artist's Stripe account and paid out to their bank, or still owed (an artist not set up). */
  outcome: "paid_out" | "owed";
}

/**
 * Maya (ready): both shares transferred and paid out, since a share owed to a ready account with
 * nothing moving it breaks a money rule (`npm run audit:money`); Sofia (not set up): her share owed.
 */
export const SEED_SHARES: readonly SeedShare[] = [
  { orderId: "demo-order-completed", artistSlug: "maya-rivers", outcome: "paid_out" },
  { orderId: "studio-order-revision", artistSlug: "maya-rivers", outcome: "paid_out" },
  { orderId: "studio-order-delivered", artistSlug: "sofia-alvarez", outcome: "owed" },
];

const demoArtist = (email: string) => {
  const artist = DEMO_ARTISTS.find((demo) => demo.email === email);
  if (!artist) throw new Error(`No demo artist ${email}`);
  return artist;
};

/** A seed order's package, add-ons and recipient, from either list of demo orders. */
function seedOrderFacts(orderId: string): { package: PackageKey; addOns: AddOnKey[]; recipientName: string } {
  const order = [...SEED_ORDERS, ...STUDIO_SEED_ORDERS].find((candidate) => candidate.id === orderId);
  if (!order) throw new Error(`No demo order ${orderId}`);
  return { package: order.package, addOns: [...order.addOns], recipientName: order.recipientName };
}

/**
 * When the seeded order's song reached the customer, as the order says (its release made the
 * share, so the ledger entry bears that moment; the studio's orders are dated from the seeding).
 */
async function seededReleaseOf(db: Firestore, orderId: string): Promise<Date> {
  const stored = await db.collection("orders").doc(orderId).get();
  const releasedAt = stored.exists ? orderRecord.read(stored).releasedAt : null;
  if (!releasedAt) throw new Error(`The demo order ${orderId} has no release to date its share`);
  return releasedAt;
}

/**
 * A real payment of `amountCents` on the local Stripe server (a Checkout Session paid on its hosted
 * page with the test card), so a demo share has a charge to be transferred from. The platform's
 * webhook finds no checkout of ours for it and leaves it.
 */
async function demoPayment(
  stripe: Stripe,
  siteUrl: string,
  amountCents: number,
  orderId: string,
): Promise<{ paymentIntentId: string; chargeId: string }> {
  const session = await stripe.checkout.sessions.create({
    mode: "payment",
    success_url: `${siteUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: siteUrl,
    line_items: [
      {
        price_data: { currency: CURRENCY, unit_amount: amountCents, product_data: { name: "Demo song" } },
        quantity: 1,
      },
    ],
    metadata: { demoOrderId: orderId },
  });
  const paid = await fetch(session.url ?? "", {
    method: "POST",
    body: new URLSearchParams(GOOD_FORM),
    redirect: "manual",
  });
  if (paid.status !== 303) throw new Error(`The demo payment of ${orderId} was not made (${paid.status})`);
  const paymentIntentId = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
  const chargeId = (await stripe.paymentIntents.retrieve(paymentIntentId)).latest_charge as string;
  return { paymentIntentId, chargeId };
}

/**
 * The demo artists' payout accounts on the local Stripe server (its state lives in memory, so each
 * start makes them again): Maya's Express account is made through the studio's own module and
 * onboarded through the local hosted page with Stripe's test bank account (payouts paid), so she is
 * ready; Sofia has none (not set up). The stored state is read back from Stripe, not left to the
 * Connect webhook, which may arrive before the api function answers. Then the demo shares
 * (`seedPayoutShares`).
 */
export async function seedPayoutAccounts(
  db: Firestore,
  stripe: Stripe,
  siteUrl: string,
  stripeUrl: string,
): Promise<void> {
  const store = payoutAccounts(db);
  const [maya, sofia] = [demoArtist("maya@example.com"), demoArtist("sofia@example.com")];
  // A record kept from an earlier run names an account this server never made.
  await Promise.all([store.forget(maya.artistId), store.forget(sofia.artistId)]);
  const accountId = await ensurePayoutAccount(db, stripe, { artistId: maya.artistId, email: maya.email });
  await submitHostedOnboarding((await onboardingLink(stripe, accountId, siteUrl)).url, "complete");
  await store.saveFacts(maya.artistId, await stripe.accounts.retrieve(accountId));
  await seedPayoutShares(db, stripe, siteUrl, stripeUrl, accountId);
}

/**
 * The demo shares (`SEED_SHARES`): each a release entry of its order with a real payment on the
 * local Stripe server (the order names it), Maya's transferred to her account from their charges
 * and paid out to her bank (the server's payout lever, the payout kept as the Connect webhook keeps
 * it: `bankPayouts`, which counts what is paid out), Sofia's owed; and the two artists' payout
 * totals to match. An entry kept from an earlier start keeps its ledger totals and gets its
 * new transfer. The follow-up Maya's account's becoming ready wrote is closed: the seed settled
 * her shares itself.
 */
async function seedPayoutShares(
  db: Firestore,
  stripe: Stripe,
  siteUrl: string,
  stripeUrl: string,
  mayaAccountId: string,
): Promise<void> {
  const totals = new Map<string, { owedCents: number; transferredCents: number; reversedCents: number }>();
  for (const share of SEED_SHARES) {
    const order = seedOrderFacts(share.orderId);
    const artistId = seedArtistId(share.artistSlug);
    const amountCents = artistShareCents(order.package, order.addOns);
    const { paymentIntentId, chargeId } = await demoPayment(
      stripe,
      siteUrl,
      computeTotalCents(order.package, order.addOns),
      share.orderId,
    );
    let transfer: ShareTransfer = OWED_SHARE;
    if (share.outcome === "paid_out") {
      const made = await stripe.transfers.create(
        {
          amount: amountCents,
          currency: CURRENCY,
          destination: mayaAccountId,
          transfer_group: share.orderId,
          source_transaction: chargeId,
          metadata: { orderId: share.orderId, artistId },
        },
        { idempotencyKey: `${share.orderId}-transfer-${chargeId}` },
      );
      transfer = { ...OWED_SHARE, state: "transferred", stripeTransferId: made.id, attempts: 1 };
    }
    const entryRef = db.collection("earnings").doc(`${share.orderId}-release`);
    const batch = db.batch();
    if ((await entryRef.get()).exists) {
      batch.update(
        entryRef,
        ledgerEntryRecord.fields({ paymentIntentId, transfer: { ...transfer, updatedAt: new Date() } }),
      );
    } else {
      const entry = {
        artistId,
        orderId: share.orderId,
        kind: "release" as const,
        amountCents,
        package: order.package,
        addOns: order.addOns,
        recipientName: order.recipientName,
        paymentIntentId,
        transfer,
      };
      writeLedgerEntry(db, batch, entryRef.id, entry, await seededReleaseOf(db, share.orderId));
    }
    batch.update(db.collection("orders").doc(share.orderId), { paymentIntentId });
    await batch.commit();
    const sum = totals.get(artistId) ?? { owedCents: 0, transferredCents: 0, reversedCents: 0 };
    if (share.outcome === "paid_out")
      totals.set(artistId, { ...sum, transferredCents: sum.transferredCents + amountCents });
    else totals.set(artistId, { ...sum, owedCents: sum.owedCents + amountCents });
  }
  // The totals the ledger makes; what is paid out to the bank is counted by its payouts below.
  const batch = db.batch();
  for (const [artistId, sum] of totals) payoutTotals(db).replace(batch, artistId, { ...sum, paidOutCents: 0 });
  await batch.commit();
  // Maya's transfer is paid out to her bank now rather than a few seconds later, and kept as the
  // Connect webhook's payout.paid keeps it (counted once if the webhook keeps it too).
  const payouts = await fetch(new URL("/_local/payouts/run", stripeUrl), { method: "POST" });
  if (!payouts.ok) throw new Error(`The local Stripe server did not run the payouts (${payouts.status})`);
  const maya = seedArtistId("maya-rivers");
  for (const payout of (await stripe.payouts.list({ limit: 100 }, { stripeAccount: mayaAccountId })).data) {
    await keepStripePayout(db, stripe, { artistId: maya, stripeAccountId: mayaAccountId, payoutId: payout.id });
  }
  await closeOwedTransfers(db, [...totals.keys()]);
}

/** Closes the pending follow-ups of the demo artists' accounts becoming ready: the seed settled their shares itself. */
async function closeOwedTransfers(db: Firestore, artistIds: string[]): Promise<void> {
  const pending = await db
    .collection("followUps")
    .where("kind", "==", "transfer_owed")
    .where("state", "==", "pending")
    .get();
  const store = followUps(db);
  await Promise.all(
    pending.docs
      .filter((doc) => artistIds.includes(doc.get("action.artistId") as string))
      .map((doc) => store.close(doc.id, "demo data: the seed settled the shares")),
  );
}
