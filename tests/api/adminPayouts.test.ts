import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import {
  bankPayoutInWords,
  formatLongDate,
  type AdminPayoutsResponse,
  type ApiErrorBody,
  type BankPayoutsResponse,
  type EarningsResponse,
  type ReconciliationResponse,
} from "@songs/domain";
import { adminIdToken } from "../support/adminSession";
import { api } from "../support/api";
import { createTestArtist, type TestArtist } from "../support/artists";
import { eventually, localEvents, newCustomer, resendEvent, stackDb } from "../support/checkout";
import { createCustomer, type Customer } from "../support/customerOrders";
import { onboardedArtist, recordTransfer, releasedOrder as releasedOrderOf, runPayouts, stripeTransfer } from "../support/payouts";

/**
 * Artists follow Stripe's payouts to their bank (Connect's payout.paid / payout.failed), and the
 * admins' Payouts page: every artist's totals, the failing transfers with a retry, and the ledger
 * reconciled against Stripe's transfers for a month. Each test makes its own artists, transfers and
 * ledger entries; a transfer is recorded on its release entry as the transfer's follow-up records it.
 */


let customer: Customer;
const releasedOrder = (artist: TestArtist, createdAt?: Date) => releasedOrderOf(customer, artist, createdAt);
let adminToken: string;
const thisMonth = new Date().toISOString().slice(0, 7);
/** A month long before the stack's data: its ledger holds only what the reconciliation test writes. */
const pastMonth = "2020-01";

beforeAll(async () => {
  [customer, adminToken] = await Promise.all([createCustomer(), adminIdToken()]);
});

const paidOut = async (artistId: string) => ((await stackDb().collection("payoutTotals").doc(artistId).get()).get("paidOutCents") as number | undefined) ?? 0;
const bankPayoutsOf = (artist: TestArtist) => api<BankPayoutsResponse & Partial<ApiErrorBody>>("/api/studio/bank-payouts", { token: artist.idToken });
const adminPayouts = (token = adminToken, query: Record<string, string> = {}) => api<AdminPayoutsResponse & Partial<ApiErrorBody>>("/api/admin/payouts", { token, query });
const reconcile = (month: string, token = adminToken) => api<ReconciliationResponse & Partial<ApiErrorBody>>("/api/admin/payouts/reconciliation", { token, query: { month } });

describe("payouts to the artist's bank (Connect payout.paid, payout.failed)", { timeout: 120_000 }, () => {
  it("keeps a paid payout once however often Stripe delivers it, and the studio tells it in words", async () => {
    const maya = await onboardedArtist();
    const { orderId, share } = await releasedOrder(maya);
    const transfer = await stripeTransfer(orderId, maya, share);
    await recordTransfer(orderId, "transferred", transfer.id);
    await runPayouts();

    const listed = await eventually(() => bankPayoutsOf(maya), (answer) => answer.body.payouts?.some((payout) => payout.status === "paid") === true, "the payout paid");
    const payout = listed.body.payouts[0]!;
    expect(payout).toMatchObject({ amountCents: share, status: "paid", bankLast4: "6789", failureCode: null });
    expect(bankPayoutInWords(payout).text).toBe(`$45.49 paid to your bank ending 6789 on ${formatLongDate(payout.arrivalDate, "UTC")}`);
    expect(await paidOut(maya.artistId)).toBe(share);

    // Stripe delivers the same event again: it is counted once.
    const event = (await localEvents("payout.paid")).data.find((e) => e.data.object.id === payout.id)!;
    expect((await resendEvent(event.id)).delivered).toBe(true);
    expect((await resendEvent(event.id)).delivered).toBe(true);
    expect(await paidOut(maya.artistId)).toBe(share);
    expect((await bankPayoutsOf(maya)).body.payouts).toHaveLength(1);

    // The release entry's transfer shows on the studio's ledger.
    const ledger = await api<EarningsResponse>("/api/studio/earnings", { token: maya.idToken });
    expect(ledger.body.entries.find((entry) => entry.orderId === orderId)?.transfer).toEqual({ state: "transferred", lastError: null });
  });

  it("shows a failed payout with Stripe's reason and what to do, and counts nothing paid out", async () => {
    const sofia = await onboardedArtist("000111111116");
    const { orderId, share } = await releasedOrder(sofia);
    await recordTransfer(orderId, "transferred", (await stripeTransfer(orderId, sofia, share)).id);
    await runPayouts();

    const listed = await eventually(() => bankPayoutsOf(sofia), (answer) => answer.body.payouts?.some((payout) => payout.status === "failed") === true, "the payout failed");
    const payout = listed.body.payouts[0]!;
    expect(payout).toMatchObject({ amountCents: share, status: "failed", failureCode: "no_account", bankLast4: "1116" });
    const words = bankPayoutInWords(payout);
    expect(words.text).toContain("$45.49 could not be paid to your bank ending 1116: The bank account details on file are probably incorrect.");
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

describe("the admins' Payouts page", { timeout: 120_000 }, () => {
  it("lists every artist's totals and the failing transfers with Stripe's reason; Retry queues the transfer's work again", async () => {
    const lee = await createTestArtist();
    const { orderId } = await releasedOrder(lee);
    const reason = "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments";
    await recordTransfer(orderId, "failing", null, reason);
    await stackDb().collection("payoutTotals").doc(lee.artistId).set({ owedCents: 4549, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
    const followUp = stackDb().collection("followUps").doc(`${orderId}-transfer`);
    await followUp.set({ orderId, work: { kind: "transfer_share", artistId: lee.artistId, paymentIntentId: `pi_${orderId}` }, dueAt: Timestamp.now(), state: "failed", failedRuns: 300, awaitsQueue: false, lastError: reason });

    const page = await adminPayouts();
    expect(page.status, page.text).toBe(200);
    expect(page.body.failing).toContainEqual(expect.objectContaining({ orderId, artistId: lee.artistId, amountCents: 4549, reason, attempts: 3 }));
    let artists = page.body.artists;
    let cursor = page.body.nextCursor;
    while (!artists.some((artist) => artist.artistId === lee.artistId) && cursor) {
      const next = await adminPayouts(adminToken, { cursor });
      artists = next.body.artists;
      cursor = next.body.nextCursor;
    }
    expect(artists.find((artist) => artist.artistId === lee.artistId)).toMatchObject({ accountState: "not_set_up", owedCents: 4549, transferredCents: 0, paidOutCents: 0 });

    const retried = await api(`/api/admin/payouts/transfers/${orderId}/retry`, { method: "POST", token: adminToken, body: {} });
    expect(retried.status, retried.text).toBe(200);
    expect((await followUp.get()).data()).toMatchObject({ state: "pending", failedRuns: 0 });
    // Making the transfer is the transfer suite's (artistTransfers.test.ts): gone before the sweep runs it.
    await followUp.delete();

    const { orderId: fine } = await releasedOrder(lee);
    await recordTransfer(fine, "owed", null);
    const refused = await api<ApiErrorBody>(`/api/admin/payouts/transfers/${fine}/retry`, { method: "POST", token: adminToken, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("transfer_not_failing");
  });

  it("reconciles the ledger with Stripe: no differences, then each difference made in Stripe or the ledger", async () => {
    const ava = await onboardedArtist();
    const matched = await releasedOrder(ava);
    await recordTransfer(matched.orderId, "transferred", (await stripeTransfer(matched.orderId, ava, matched.share)).id);
    const clean = await reconcile(thisMonth);
    expect(clean.status, clean.text).toBe(200);
    expect(clean.body.differences).toEqual([]);
    expect(clean.body.stripeTransfers).toBeGreaterThanOrEqual(1);

    // A transfer made in Stripe that the ledger does not record (its order's share still owed).
    const unrecorded = await releasedOrder(ava);
    await recordTransfer(unrecorded.orderId, "owed", null);
    const extra = await stripeTransfer(unrecorded.orderId, ava, unrecorded.share);
    expect((await reconcile(thisMonth)).body.differences).toEqual([
      { kind: "missing_in_ledger", orderId: unrecorded.orderId, artistId: ava.artistId, stripeTransferId: extra.id, ledgerCents: unrecorded.share, stripeCents: unrecorded.share },
    ]);

    // An earlier month's shares: one recording a transfer Stripe never made, one for another amount than Stripe's.
    const lost = await releasedOrder(ava, new Date("2020-01-10T12:00:00Z"));
    await recordTransfer(lost.orderId, "transferred", `tr_${randomUUID().replaceAll("-", "").slice(0, 24)}`);
    const short = await releasedOrder(ava, new Date("2020-01-20T12:00:00Z"));
    const shortTransfer = await stripeTransfer(short.orderId, ava, short.share - 100);
    await recordTransfer(short.orderId, "transferred", shortTransfer.id);
    const past = await reconcile(pastMonth);
    expect(past.body.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "missing_in_stripe", orderId: lost.orderId, ledgerCents: lost.share, stripeCents: null }),
        { kind: "amount_differs", orderId: short.orderId, artistId: ava.artistId, stripeTransferId: shortTransfer.id, ledgerCents: short.share, stripeCents: short.share - 100 },
      ]),
    );
    expect(past.body.differences).toHaveLength(2);

    // Recording the transfer the ledger missed leaves this month with no differences again.
    await recordTransfer(unrecorded.orderId, "transferred", extra.id);
    expect((await reconcile(thisMonth)).body.differences).toEqual([]);
  });

  it("refuses a month that is not YYYY-MM with the field's message", async () => {
    const refused = await reconcile("2026-13");
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields).toEqual({ month: "Choose a month (YYYY-MM)" });
  });

  it("is for admins who passed two-factor authentication only", async () => {
    const buyer = await newCustomer();
    const artist = await createTestArtist();
    const withoutCode = await adminIdToken({ mfa: false });
    for (const token of [buyer.token, artist.idToken, withoutCode]) {
      expect((await adminPayouts(token)).status).toBe(403);
      expect((await reconcile(thisMonth, token)).status).toBe(403);
      expect((await api(`/api/admin/payouts/transfers/cs_test_x/retry`, { method: "POST", token, body: {} })).status).toBe(403);
    }
    expect((await api("/api/admin/payouts")).status).toBe(401);
  });
});
