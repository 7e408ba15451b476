import { inject } from "vitest";
import { expect } from "vitest";
import type { PayoutLink, ShareTransfer } from "@songs/domain";
import { submitHostedOnboarding } from "@songs/stripe-local/testing";
import { postAs } from "./api";
import { type TestArtist } from "./artists";
import { eventually, localStripe, newCustomer, stackDb, type Customer } from "./checkout";
import { paidOrder, studioArtist } from "./paidOrders";
import { uploadToSignedUrl } from "./signedUploads";
import { synthesizeSong } from "../../scripts/seed/audio";

/** Released orders and their artists' payout accounts on the stack: what the transfer suites arrange. */

const WAV = synthesizeSong({ key: 62, bpm: 100, seed: "artist-transfers", seconds: 1 });

/** The artist's stored payout account (`payoutAccounts/{artistId}`). */
export const storedPayoutAccount = async (artistId: string) =>
  (await stackDb().collection("payoutAccounts").doc(artistId).get()).data() as
    { stripeAccountId: string; facts: { transfers: string } } | undefined;

/**
 * The artist finishes Stripe's hosted onboarding from the studio (with this test bank account);
 * resolves once the studio knows the account can receive transfers.
 */
export async function finishOnboarding(artist: TestArtist, accountNumber?: string): Promise<string> {
  const link = await postAs<PayoutLink>("/api/studio/payouts/onboarding", artist.idToken);
  expect(link.status, link.text).toBe(200);
  await submitHostedOnboarding(link.body.url, "complete", accountNumber);
  const stored = await eventually(
    () => storedPayoutAccount(artist.artistId),
    (account) => account?.facts.transfers === "active",
    "the account ready",
  );
  return stored!.stripeAccountId;
}

/** An artist in the studio whose payouts are set up (ready) with this test bank account, with their Stripe account's id. */
export async function readyArtist(accountNumber?: string): Promise<TestArtist & { stripeAccountId: string }> {
  const artist = await studioArtist();
  return { ...artist, stripeAccountId: await finishOnboarding(artist, accountNumber) };
}

/**
 * Stripe refuses transfers to the ready artist's account (paused with the local server's lever) while
 * the studio still takes it as ready, as if Stripe's news of the pause had not arrived yet: the next
 * release's transfer fails. When the artist finishes onboarding again the account is active in Stripe
 * and the studio sees no change (it took it as ready throughout), so only a retry transfers the share.
 */
export async function refuseTransfersTo(artist: TestArtist & { stripeAccountId: string }): Promise<void> {
  await pauseAccount(artist.stripeAccountId);
  await eventually(
    () => storedPayoutAccount(artist.artistId),
    (account) => account?.facts.transfers === "inactive",
    "the pause",
  );
  await stackDb().collection("payoutAccounts").doc(artist.artistId).update({ "facts.transfers": "active" });
}

/** The local Stripe server's lever: Stripe pauses the account (transfers to it are refused); `account.updated` follows. */
export async function pauseAccount(stripeAccountId: string, reason = "requirements.past_due"): Promise<void> {
  const paused = await fetch(new URL(`/_local/accounts/${stripeAccountId}/disable`, inject("stripeUrl")), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ reason }),
  });
  expect(paused.status).toBe(200);
}

/** A Premium order for `artistId` paid on the hosted page (with a shipping address when it has a print). */
export function paidOrderFor(customer: Customer, artistId: string, addOns: string[] = ["rush"]): Promise<string> {
  return paidOrder(customer, { artistId, addOns }, { shipping: addOns.includes("lyrics-print") });
}

/** The artist accepts the order and submits its song to the song check. */
export async function submitToSongCheck(artist: TestArtist, orderId: string): Promise<void> {
  expect((await postAs(`/api/studio/orders/${orderId}/accept`, artist.idToken)).status).toBe(200);
  const path = `/api/studio/orders/${orderId}/song-uploads`;
  const upload = await uploadToSignedUrl(path, artist.idToken, { fileName: "song.wav", contentType: "audio/wav" }, WAV);
  expect((await postAs(`${path}/${upload.uploadId}/complete`, artist.idToken)).status).toBe(200);
  const submitted = await postAs(`/api/studio/orders/${orderId}/submission`, artist.idToken, {
    lyrics: "Verse 1\nPaid at last",
  });
  expect(submitted.status, submitted.text).toBe(200);
}

/** An admin passes the song check: the song is released to the customer. */
export const releaseSong = (adminToken: string, orderId: string) =>
  postAs(`/api/admin/orders/${orderId}/song-checks/release`, adminToken);

/** A new customer's paid order for `artist`, released by the admin through the song check (the real release and its transfer follow-up). */
export async function releasedSongFor(adminToken: string, artist: TestArtist, addOns?: string[]): Promise<string> {
  const orderId = await paidOrderFor(await newCustomer("transfers"), artist.artistId, addOns);
  await submitToSongCheck(artist, orderId);
  const released = await releaseSong(adminToken, orderId);
  expect(released.status, released.text).toBe(200);
  return orderId;
}

/** Stripe's automatic payouts of the connected accounts now (the local server's lever), rather than after its delay. */
export async function runPayouts(): Promise<void> {
  const response = await fetch(new URL("/_local/payouts/run", inject("stripeUrl")), { method: "POST" });
  expect(response.status).toBe(200);
}

/** The share's transfer as the order's release entry records it. */
export async function shareTransfer(orderId: string): Promise<ShareTransfer | undefined> {
  return (await stackDb().collection("earnings").doc(`${orderId}-release`).get()).get("transfer") as
    ShareTransfer | undefined;
}

/** Waits until the share's transfer is in `state`. */
export const shareIn = async (orderId: string, state: ShareTransfer["state"]): Promise<ShareTransfer> =>
  (await eventually(
    () => shareTransfer(orderId),
    (transfer) => transfer?.state === state,
    `the share ${state}`,
  ))!;

/** The artist's payout totals as stored. */
export async function payoutTotalsOf(artistId: string): Promise<Record<string, number>> {
  const data = (await stackDb().collection("payoutTotals").doc(artistId).get()).data() ?? {};
  return {
    owedCents: data.owedCents ?? 0,
    transferredCents: data.transferredCents ?? 0,
    reversedCents: data.reversedCents ?? 0,
  };
}

/** Stripe's transfers of the order's share (its transfer group is the order). */
export async function stripeTransfersOf(orderId: string) {
  return (await localStripe().transfers.list({ transfer_group: orderId, limit: 100 })).data;
}

/** The charge of the order's payment. */
export async function chargeOf(orderId: string): Promise<string> {
  const paymentIntentId = (await stackDb().collection("orders").doc(orderId).get()).get("paymentIntentId") as string;
  return (await localStripe().paymentIntents.retrieve(paymentIntentId)).latest_charge as string;
}
