import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import { submitHostedOnboarding } from "@songs/stripe-local/testing";
import { ensurePayoutAccount, onboardingLink, payoutAccounts } from "../../functions/src/payouts";
import { DEMO_ARTISTS } from "./users";

/**
 * The demo artists' payout accounts on the local Stripe server (its state lives in memory, so each
 * start makes them again): Maya's Express account is made through the studio's own module and
 * onboarded through the local hosted page with Stripe's test bank account (payouts paid), so she is
 * ready; Sofia has none (not set up). The stored state is read back from Stripe, not left to the
 * Connect webhook, which may arrive before the api function answers.
 */
export async function seedPayoutAccounts(db: Firestore, stripe: Stripe, siteUrl: string): Promise<void> {
  const store = payoutAccounts(db);
  const [maya, sofia] = ["maya@example.com", "sofia@example.com"].map((email) => {
    const artist = DEMO_ARTISTS.find((demo) => demo.email === email);
    if (!artist) throw new Error(`No demo artist ${email}`);
    return artist;
  }) as [(typeof DEMO_ARTISTS)[number], (typeof DEMO_ARTISTS)[number]];
  // A record kept from an earlier run names an account this server never made.
  await Promise.all([store.forget(maya.artistId), store.forget(sofia.artistId)]);
  const accountId = await ensurePayoutAccount(db, stripe, { artistId: maya.artistId, email: maya.email });
  await submitHostedOnboarding((await onboardingLink(stripe, accountId, siteUrl)).url, "complete");
  await store.saveFacts(maya.artistId, await stripe.accounts.retrieve(accountId));
}
