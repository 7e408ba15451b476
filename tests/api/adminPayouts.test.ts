import { beforeAll, describe, expect, it } from "vitest";
import {
  artistShareCents,
  bankPayoutInWords,
  formatCents,
  formatLongDate,
  RECONCILIATION_MONTH_RANGE_MESSAGE,
  type AdminPayoutsResponse,
  type ApiErrorBody,
  type BankPayoutsResponse,
  type EarningsResponse,
  type ReconciliationResponse,
} from "@songs/domain";
import { FAILING_BANK_ACCOUNT } from "@songs/stripe-local/testing";
import { adminIdToken } from "../support/adminSession";
import { api, runScheduled } from "../support/api";
import { createTestArtist, type TestArtist } from "../support/artists";
import {
  chargeOf,
  finishOnboarding,
  readyArtist,
  refuseTransfersTo,
  releasedSongFor,
  runPayouts,
  shareIn,
  shareTransfer,
  stripeTransfersOf,
} from "../support/artistTransfers";
import { eventually, localEvents, localStripe, newCustomer, resendEvent, stackDb } from "../support/checkout";
import { deliverFollowUpTask, SWEEP } from "../support/lifecycleTime";
import { orderDoc } from "../support/paidOrders";

/**
 * Artists follow Stripe's payouts to their bank (Connect's payout.paid / payout.failed), and the
 * admins' Payouts page: every artist's totals, the failing transfers with a retry, and the ledger
 * reconciled against Stripe's transfers for a month. Every share is released through the song check
 * and transferred by its own follow-up; Stripe's refusals and differences are made with the local
 * Stripe server's levers and its API.
 */

let adminToken: string;
const thisMonth = new Date().toISOString().slice(0, 7);
// Premium (4999) and Rush Delivery (2500) at 70%.
const SHARE = artistShareCents("premium", ["rush"]);
const DESTINATION_CAPABILITY_MESSAGE =
  "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments";

beforeAll(async () => {
  adminToken = await adminIdToken();
});

/** An order for `artist` released through the song check whose transfer Stripe refuses (the account paused): its share failing. */
async function failingFor(artist: TestArtist & { stripeAccountId: string }): Promise<string> {
  await refuseTransfersTo(artist);
  const orderId = await releasedSongFor(adminToken, artist);
  expect(await shareIn(orderId, "failing")).toMatchObject({
    lastError: DESTINATION_CAPABILITY_MESSAGE,
    stripeTransferId: null,
  });
  return orderId;
}

/** An order for `artist` released through the song check, its share transferred by its follow-up. */
async function transferredFor(artist: TestArtist): Promise<string> {
  const orderId = await releasedSongFor(adminToken, artist);
  await shareIn(orderId, "transferred");
  return orderId;
}

const paidOut = async (artistId: string) =>
  ((await stackDb().collection("payoutTotals").doc(artistId).get()).get("paidOutCents") as number | undefined) ?? 0;
const bankPayoutsOf = (artist: TestArtist) =>
  api<BankPayoutsResponse & Partial<ApiErrorBody>>("/api/studio/bank-payouts", { token: artist.idToken });
const adminPayouts = (token = adminToken, query: Record<string, string> = {}) =>
  api<AdminPayoutsResponse & Partial<ApiErrorBody>>("/api/admin/payouts", { token, query });
const reconcile = (month: string, token = adminToken) =>
  api<ReconciliationResponse & Partial<ApiErrorBody>>("/api/admin/payouts/reconciliation", { token, query: { month } });

describe("payouts to the artist's bank (Connect payout.paid, payout.failed)", { timeout: 240_000 }, () => {
  it("keeps a paid payout once however often Stripe delivers it, and the studio tells it in words", async () => {
    const maya = await readyArtist();
    const orderId = await transferredFor(maya);
    await runPayouts();

    const listed = await eventually(
      () => bankPayoutsOf(maya),
      (answer) => answer.body.payouts?.some((payout) => payout.status === "paid") === true,
      "the payout paid",
    );
    const payout = listed.body.payouts[0]!;
    expect(payout).toMatchObject({ amountCents: SHARE, status: "paid", bankLast4: "6789", failureCode: null });
    expect(bankPayoutInWords(payout).text).toBe(
      `${formatCents(SHARE)} paid to your bank ending 6789 on ${formatLongDate(payout.arrivalDate, "UTC")}`,
    );
    expect(await paidOut(maya.artistId)).toBe(SHARE);

    // Stripe delivers the same event again: it is counted once.
    const event = (await localEvents("payout.paid")).data.find((e) => e.data.object.id === payout.id)!;
    expect((await resendEvent(event.id)).delivered).toBe(true);
    expect((await resendEvent(event.id)).delivered).toBe(true);
    expect(await paidOut(maya.artistId)).toBe(SHARE);
    expect((await bankPayoutsOf(maya)).body.payouts).toHaveLength(1);

    // The release entry's transfer shows on the studio's ledger.
    const ledger = await api<EarningsResponse>("/api/studio/earnings", { token: maya.idToken });
    expect(ledger.body.entries.find((entry) => entry.orderId === orderId)?.transfer).toEqual({
      state: "transferred",
      lastError: null,
    });
  });

  it("shows a failed payout with Stripe's reason and what to do, and counts nothing paid out", async () => {
    const sofia = await readyArtist(FAILING_BANK_ACCOUNT);
    await transferredFor(sofia);
    await runPayouts();

    const listed = await eventually(
      () => bankPayoutsOf(sofia),
      (answer) => answer.body.payouts?.some((payout) => payout.status === "failed") === true,
      "the payout failed",
    );
    const payout = listed.body.payouts[0]!;
    expect(payout).toMatchObject({
      amountCents: SHARE,
      status: "failed",
      failureCode: "no_account",
      bankLast4: "1116",
    });
    const words = bankPayoutInWords(payout);
    expect(words.text).toContain(
      `${formatCents(SHARE)} could not be paid to your bank ending 1116: The bank account details on file are probably incorrect.`,
    );
    expect(words.action).toMatch(/Check your bank account details/);
    expect(await paidOut(sofia.artistId)).toBe(0);
  });

  it("never shows one artist's payouts to another, and refuses customers", async () => {
    const other = await createTestArtist();
    expect((await bankPayoutsOf(other)).body).toEqual({ payouts: [], nextCursor: null });
    const buyer = await newCustomer();
    expect((await api("/api/studio/bank-payouts", { token: buyer.token })).status).toBe(403);
  });
});

describe("the admins' Payouts page", { timeout: 240_000 }, () => {
  it("lists the artist's totals and a transfer Stripe refuses with its reason; Retry makes it once the account can receive it; the month reconciles", async () => {
    const lee = await readyArtist();
    // The ledger and Stripe agree on a share transferred by its follow-up.
    await transferredFor(lee);
    const clean = await reconcile(thisMonth);
    expect(clean.status, clean.text).toBe(200);
    expect(clean.body.differences).toEqual([]);
    expect(clean.body.stripeTransfers).toBeGreaterThanOrEqual(1);

    const orderId = await failingFor(lee);
    const page = await adminPayouts();
    expect(page.status, page.text).toBe(200);
    expect(page.body.failing).toContainEqual(
      expect.objectContaining({
        orderId,
        artistId: lee.artistId,
        amountCents: SHARE,
        reason: DESTINATION_CAPABILITY_MESSAGE,
      }),
    );
    let artists = page.body.artists;
    let cursor = page.body.nextCursor;
    while (!artists.some((artist) => artist.artistId === lee.artistId) && cursor) {
      const next = await adminPayouts(adminToken, { cursor });
      artists = next.body.artists;
      cursor = next.body.nextCursor;
    }
    expect(artists.find((artist) => artist.artistId === lee.artistId)).toMatchObject({
      owedCents: SHARE,
      transferredCents: SHARE,
      paidOutCents: 0,
    });

    // Lee gives Stripe what it asked for; the admin's retry puts the follow-up back to work and the sweep makes the transfer, once.
    await finishOnboarding(lee);
    const retried = await api(`/api/admin/payouts/transfers/${orderId}/retry`, {
      method: "POST",
      token: adminToken,
      body: {},
    });
    expect(retried.status, retried.text).toBe(200);
    await runScheduled(SWEEP);
    const transferred = await shareIn(orderId, "transferred");
    const made = await stripeTransfersOf(orderId);
    expect(made).toHaveLength(1);
    expect(transferred).toMatchObject({ stripeTransferId: made[0]!.id, lastError: null });
    expect((await reconcile(thisMonth)).body.differences).toEqual([]);

    const refused = await api<ApiErrorBody>(`/api/admin/payouts/transfers/${orderId}/retry`, {
      method: "POST",
      token: adminToken,
      body: {},
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("transfer_not_failing");
  });

  it("lists a transfer made in Stripe outside the ledger until the ledger records it", async () => {
    const ava = await readyArtist();
    const orderId = await failingFor(ava);
    await finishOnboarding(ava);
    // Someone moves the share in Stripe's dashboard, outside the ledger.
    const outside = await localStripe().transfers.create({
      amount: SHARE,
      currency: "usd",
      destination: ava.stripeAccountId,
      transfer_group: orderId,
      source_transaction: await chargeOf(orderId),
    });
    expect((await reconcile(thisMonth)).body.differences).toEqual([
      {
        kind: "missing_in_ledger",
        orderId,
        artistId: ava.artistId,
        stripeTransferId: outside.id,
        ledgerCents: SHARE,
        stripeCents: SHARE,
      },
    ]);

    // The order is refunded in full (the share, not transferred as far as the ledger knows, is dropped);
    // the transfer's follow-up then runs, finds Stripe's transfer of the order, records it and reverses it.
    await localStripe().refunds.create({
      payment_intent: (await orderDoc(orderId).get()).get("paymentIntentId") as string,
    });
    await eventually(
      () => shareTransfer(orderId),
      (transfer) => transfer?.state === "reversed",
      "the share dropped",
    );
    await deliverFollowUpTask(`${orderId}-transfer`);
    const reversed = await eventually(
      () => shareTransfer(orderId),
      (transfer) => transfer?.state === "reversed" && transfer.stripeReversalId !== null,
      "the transfer reversed",
    );
    expect(reversed).toMatchObject({ stripeTransferId: outside.id });
    expect((await localStripe().transfers.listReversals(outside.id)).data).toHaveLength(1);
    expect(await stripeTransfersOf(orderId)).toHaveLength(1);
    expect((await reconcile(thisMonth)).body.differences).toEqual([]);
  });

  it("refuses a month that is not YYYY-MM with the field's message", async () => {
    const refused = await reconcile("2026-13");
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields).toEqual({ month: "Choose a month (YYYY-MM)" });
  });

  it("refuses a month before the marketplace or after this one with the field's message, not a 500", async () => {
    for (const month of ["9999-12", "0099-01", "0000-01", "2023-12"]) {
      const refused = await reconcile(month);
      expect(refused.status, month).toBe(400);
      expect(refused.body.error?.fields).toEqual({ month: RECONCILIATION_MONTH_RANGE_MESSAGE });
    }
  });

  it("is for admins who passed two-factor authentication only", async () => {
    const buyer = await newCustomer();
    const artist = await createTestArtist();
    const withoutCode = await adminIdToken({ mfa: false });
    for (const token of [buyer.token, artist.idToken, withoutCode]) {
      expect((await adminPayouts(token)).status).toBe(403);
      expect((await reconcile(thisMonth, token)).status).toBe(403);
      expect(
        (await api(`/api/admin/payouts/transfers/cs_test_x/retry`, { method: "POST", token, body: {} })).status,
      ).toBe(403);
    }
    expect((await api("/api/admin/payouts")).status).toBe(401);
  });
});
