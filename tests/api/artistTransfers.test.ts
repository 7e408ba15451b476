import { Timestamp } from "firebase-admin/firestore";
import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { artistShareCents, SETTLE_MESSAGES } from "@songs/domain";
import { followUps } from "../../functions/src/followUps";
import { retryShareTransfer } from "../../functions/src/payouts";
import { reversalFollowUp } from "../../functions/src/payouts/shareTransfers";
import { suiteAdmin } from "../support/adminSession";
import { postAs, runScheduled } from "../support/api";
import {
  chargeOf,
  finishOnboarding,
  paidOrderFor,
  pauseAccount,
  payoutTotalsOf,
  readyArtist,
  refuseTransfersTo,
  releasedSongFor,
  releaseSong,
  shareIn,
  shareTransfer,
  storedPayoutAccount,
  stripeTransfersOf,
  submitToSongCheck,
} from "../support/artistTransfers";
import { eventFor, eventually, localEvents, localStripe, newCustomer, resendEvent, stackDb } from "../support/checkout";
import { ledgerOfOrder } from "../support/earnings";
import { functionLogEntries } from "../support/functionLogs";
import { deliverFollowUpTask, followUpsOf, SWEEP } from "../support/lifecycleTime";
import type { TestArtist } from "../support/artists";
import { orderDoc, studioArtist } from "../support/paidOrders";
import { DEMO_ARTISTS } from "../../scripts/seed/users";
import { runFollowUpWith } from "../support/followUpRuns";

/**
 * Artists are paid: the released song's share transferred to their Stripe account (or owed until
 * they can receive it), refused transfers failing then retried, never doubled by killed or repeated
 * work, reversed once on a full refund, left alone by an item's refund.
 */

const SLOW = { timeout: 240_000 };
const admin = suiteAdmin();

/** Stripe's refusal of a transfer to an account whose transfers capability is not active. */
const DESTINATION_CAPABILITY_MESSAGE =
  "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments";

// Premium (4999) and Rush Delivery (2500) at 70%.
const SHARE = artistShareCents("premium", ["rush"]);

/** An order for `artist` released through the song check. */
const releasedFor = (artist: TestArtist, addOns?: string[]) => releasedSongFor(admin.idToken, artist, addOns);

/** The transfer follow-up of the order, run in this process with `stripe` (a run the test can kill). */
const runTransferWith = (stripe: Stripe, orderId: string) => runFollowUpWith(stripe, `${orderId}-transfer`);

describe("a released song's share", SLOW, () => {
  it("is transferred once to a ready artist, its group the order and its source the order's charge", async () => {
    const artist = await readyArtist();
    const orderId = await releasedFor(artist);

    const transfer = await shareIn(orderId, "transferred");
    const [made, ...more] = await stripeTransfersOf(orderId);
    expect(more).toEqual([]);
    expect(made).toMatchObject({
      amount: SHARE,
      currency: "usd",
      destination: artist.stripeAccountId,
      transfer_group: orderId,
      source_transaction: await chargeOf(orderId),
    });
    expect(transfer).toMatchObject({
      state: "transferred",
      stripeTransferId: made!.id,
      stripeReversalId: null,
      lastError: null,
      attempts: 1,
    });
    expect(await payoutTotalsOf(artist.artistId)).toEqual({ owedCents: 0, transferredCents: SHARE, reversedCents: 0 });
    expect((await followUpsOf(orderId)).get(`${orderId}-transfer`)).toMatchObject({
      kind: "transfer_share",
      state: "done",
    });
  });

  it("stays owed while the artist has not set up payouts, and is transferred when their onboarding completes", async () => {
    const artist = await studioArtist();
    const orderId = await releasedFor(artist);
    expect(await shareTransfer(orderId)).toMatchObject({ state: "owed", stripeTransferId: null, attempts: 0 });
    expect((await followUpsOf(orderId)).has(`${orderId}-transfer`)).toBe(false);
    expect(await payoutTotalsOf(artist.artistId)).toEqual({ owedCents: SHARE, transferredCents: 0, reversedCents: 0 });

    // Onboarding sends several account.updated events: one follow-up transfers what is owed.
    const stripeAccountId = await finishOnboarding(artist);
    await shareIn(orderId, "transferred");
    expect(await stripeTransfersOf(orderId)).toEqual([
      expect.objectContaining({ amount: SHARE, destination: stripeAccountId }),
    ]);
    expect(await payoutTotalsOf(artist.artistId)).toEqual({ owedCents: 0, transferredCents: SHARE, reversedCents: 0 });
    const owedWork = await followUpsOf(`artist-${artist.artistId}`);
    expect([...owedWork.values()]).toEqual([expect.objectContaining({ kind: "transfer_owed", state: "done" })]);
  });

  it("is dropped from what is owed when the order is refunded in full before any transfer", async () => {
    const artist = await studioArtist();
    const orderId = await releasedFor(artist);
    await shareIn(orderId, "owed");
    await localStripe().refunds.create({
      payment_intent: (await orderDoc(orderId).get()).get("paymentIntentId") as string,
    });
    expect(await shareIn(orderId, "reversed")).toMatchObject({ stripeTransferId: null, stripeReversalId: null });
    expect(await payoutTotalsOf(artist.artistId)).toEqual({ owedCents: 0, transferredCents: 0, reversedCents: 0 });

    // Ready afterwards: nothing is transferred for it.
    await finishOnboarding(artist);
    await eventually(
      () => followUpsOf(`artist-${artist.artistId}`),
      (listed) => [...listed.values()].some((item) => item.state === "done"),
      "the owed shares looked at",
    );
    expect(await stripeTransfersOf(orderId)).toEqual([]);
  });
});

describe("a transfer Stripe refuses", SLOW, () => {
  it("shows as failing with Stripe's reason, is tried again under a new key, and is made once however its runs are killed or repeated", async () => {
    const artist = await readyArtist();
    // Stripe pauses the account; the studio (as if the event had not arrived yet) still takes it as ready.
    await refuseTransfersTo(artist);

    const orderId = await releasedFor(artist);
    const failing = await shareIn(orderId, "failing");
    expect(failing).toMatchObject({ lastError: DESTINATION_CAPABILITY_MESSAGE, stripeTransferId: null });
    expect(failing.attempts).toBeGreaterThanOrEqual(1);
    expect((await followUpsOf(orderId)).get(`${orderId}-transfer`)?.state).toBe("pending");
    expect(await stripeTransfersOf(orderId)).toEqual([]);
    expect(await payoutTotalsOf(artist.artistId)).toEqual({ owedCents: SHARE, transferredCents: 0, reversedCents: 0 });

    // The artist finishes the information Stripe asked for.
    await finishOnboarding(artist);

    // A run that dies right after Stripe made the transfer, before it could record it.
    const dying = {
      paymentIntents: localStripe().paymentIntents,
      transfers: {
        list: (...args: Parameters<Stripe["transfers"]["list"]>) => localStripe().transfers.list(...args),
        create: async (...args: Parameters<Stripe["transfers"]["create"]>) => {
          await localStripe().transfers.create(...args);
          throw new Error("the process was killed");
        },
      },
    } as unknown as Stripe;
    await runTransferWith(dying, orderId);

    // Then the retries: the task delivered again, the sweep, and two more runs at once.
    await Promise.all([
      runTransferWith(localStripe(), orderId),
      runTransferWith(localStripe(), orderId),
      deliverFollowUpTask(`${orderId}-transfer`),
      runScheduled(SWEEP),
    ]);
    const transferred = await shareIn(orderId, "transferred");
    const made = await stripeTransfersOf(orderId);
    expect(made).toHaveLength(1);
    expect(transferred).toMatchObject({ stripeTransferId: made[0]!.id, lastError: null });
    expect(await payoutTotalsOf(artist.artistId)).toEqual({ owedCents: 0, transferredCents: SHARE, reversedCents: 0 });
  });

  it("is tried again when its follow-up ran out of attempts: by the admins' retry, or once the account is ready again", async () => {
    const artist = await readyArtist();
    await refuseTransfersTo(artist);
    const orderId = await releasedFor(artist);
    await shareIn(orderId, "failing");
    const followUp = stackDb().collection("followUps").doc(`${orderId}-transfer`);
    // Its last attempt spent, as the sweep leaves it after a day of refusals.
    const spend = () => followUp.update({ state: "failed" });
    await spend();
    expect(await retryShareTransfer(stackDb(), orderId)).toBe(true);
    expect((await followUp.get()).get("state")).toBe("pending");
    // Retried again while it waits: the same follow-up, due now (not a second one).
    expect(await retryShareTransfer(stackDb(), orderId)).toBe(true);
    expect((await followUpsOf(orderId)).get(`${orderId}-transfer`)).toMatchObject({
      kind: "transfer_share",
      state: "pending",
    });
    await spend();

    // Stripe's news of the pause arrives, then the artist finishes what Stripe asked for: the share goes.
    // (Stripe reviews it now: a change to the account, so an event is sent.)
    await pauseAccount(artist.stripeAccountId, "under_review");
    await eventually(
      () => storedPayoutAccount(artist.artistId),
      (account) => account?.facts.transfers === "inactive",
      "the pause told",
    );
    await finishOnboarding(artist);
    await eventually(
      () => followUpsOf(`artist-${artist.artistId}`),
      (listed) => [...listed.values()].some((item) => item.state === "done"),
      "the owed and failing shares looked at",
    );
    // Reopened, not queued as a task: the sweep carries it out.
    await runScheduled(SWEEP);
    await shareIn(orderId, "transferred");
    expect(await stripeTransfersOf(orderId)).toHaveLength(1);
    expect(await payoutTotalsOf(artist.artistId)).toEqual({ owedCents: 0, transferredCents: SHARE, reversedCents: 0 });
  });
});

describe("a share's money moved in Stripe's dashboard", SLOW, () => {
  /** Operations' recording of what Stripe made, for the follow-up. */
  const settle = (followUpId: string, stripeId: string) =>
    postAs<{ followUp: { state: string } }>(`/api/admin/operations/follow-ups/${followUpId}/settle`, admin.idToken, {
      stripeId,
    });
  const refusedWith = async (answer: ReturnType<typeof settle>, message: string) => {
    const refused = await answer;
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.error?.fields?.stripeId).toBe(message);
  };

  it("records a transfer made there by its id, once Stripe confirms it is this order's share to its artist", async () => {
    const artist = await readyArtist();
    await refuseTransfersTo(artist);
    const orderId = await releasedFor(artist);
    await shareIn(orderId, "failing");
    await finishOnboarding(artist);
    const followUpId = `${orderId}-transfer`;

    // Not a transfer's id, a transfer Stripe does not know, another order's transfer: refused, nothing written.
    await refusedWith(settle(followUpId, "re_1Abc"), SETTLE_MESSAGES.wrongObject("transfer", "tr_"));
    await refusedWith(settle(followUpId, "trr_1Abc"), SETTLE_MESSAGES.wrongObject("transfer", "tr_"));
    await refusedWith(settle(followUpId, "tr_NoSuchTransfer"), SETTLE_MESSAGES.unknownTransfer);
    const demoShare = await shareTransfer("demo-order-completed");
    await refusedWith(settle(followUpId, demoShare?.stripeTransferId ?? ""), SETTLE_MESSAGES.otherTransfer);
    expect(await shareIn(orderId, "failing")).toMatchObject({ stripeTransferId: null });

    // The admin transfers the share in Stripe's dashboard, then records it here.
    const made = await localStripe().transfers.create({
      amount: SHARE,
      currency: "usd",
      destination: artist.stripeAccountId,
      transfer_group: orderId,
    });
    const settled = await settle(followUpId, made.id);
    expect(settled.status, settled.text).toBe(200);
    expect(settled.body.followUp.state).toBe("done");
    expect(await shareTransfer(orderId)).toMatchObject({ state: "transferred", stripeTransferId: made.id });
    expect(await payoutTotalsOf(artist.artistId)).toEqual({ owedCents: 0, transferredCents: SHARE, reversedCents: 0 });
    expect((await settle(followUpId, made.id)).status).toBe(409);
    expect(await stripeTransfersOf(orderId)).toHaveLength(1);
  });

  it("records a reversal made there by its id, once Stripe confirms it is the whole of the share's transfer", async () => {
    const artist = await readyArtist();
    const orderId = await releasedFor(artist);
    const transferred = await shareIn(orderId, "transferred");
    const transferId = transferred.stripeTransferId ?? "";
    // The reversal a full refund asks for, due tomorrow (so only the admin's recording closes it here).
    const reversal = reversalFollowUp({ orderId, artistId: artist.artistId }, new Date(Date.now() + 24 * 3600_000));
    const batch = stackDb().batch();
    followUps(stackDb()).setAll(batch, [reversal]);
    await batch.commit();

    await refusedWith(settle(reversal.id, "tr_1Abc"), SETTLE_MESSAGES.wrongObject("transfer reversal", "trr_"));
    await refusedWith(settle(reversal.id, "trr_NoSuchReversal"), SETTLE_MESSAGES.unknownReversal);
    expect(await shareTransfer(orderId)).toMatchObject({ state: "transferred", stripeReversalId: null });

    // The admin reverses the whole transfer in Stripe's dashboard, then records it here.
    const made = await localStripe().transfers.createReversal(transferId);
    const settled = await settle(reversal.id, made.id);
    expect(settled.status, settled.text).toBe(200);
    expect(settled.body.followUp.state).toBe("done");
    expect(await shareTransfer(orderId)).toMatchObject({ state: "reversed", stripeReversalId: made.id });
    expect((await payoutTotalsOf(artist.artistId)).reversedCents).toBe(SHARE);
    expect((await settle(reversal.id, made.id)).status).toBe(409);
  });
});

describe("releases and refunds racing", SLOW, () => {
  it("make exactly one transfer and one reversal, whatever reports the full refund and however often", async () => {
    const artist = await readyArtist();
    const orderId = await paidOrderFor(await newCustomer("transfers"), artist.artistId);
    await submitToSongCheck(artist, orderId);

    const releases = await Promise.all(Array.from({ length: 10 }, () => releaseSong(admin.idToken, orderId)));
    expect(releases.filter((answer) => answer.status === 200)).toHaveLength(1);
    const transferred = await shareIn(orderId, "transferred");
    expect(await stripeTransfersOf(orderId)).toHaveLength(1);

    // Refunded in full in Stripe's dashboard; its charge.refunded event delivered again and again.
    const paymentIntentId = (await orderDoc(orderId).get()).get("paymentIntentId") as string;
    await localStripe().refunds.create({ payment_intent: paymentIntentId });
    const refunded = await eventually(
      () => localEvents("charge.refunded"),
      (events) =>
        events.data.some(
          (event) => (event.data.object as { payment_intent?: string }).payment_intent === paymentIntentId,
        ),
      "the refund's event",
    );
    const event = refunded.data.find(
      (item) => (item.data.object as { payment_intent?: string }).payment_intent === paymentIntentId,
    )!;
    await Promise.all([...Array.from({ length: 9 }, () => resendEvent(event.id)), runScheduled(SWEEP)]);

    const reversed = await shareIn(orderId, "reversed");
    const [transfer] = await stripeTransfersOf(orderId);
    const reversals = (await localStripe().transfers.listReversals(transfer!.id)).data;
    expect(reversals).toHaveLength(1);
    expect(reversals[0]).toMatchObject({ amount: SHARE });
    expect(reversed).toMatchObject({
      stripeTransferId: transferred.stripeTransferId,
      stripeReversalId: reversals[0]!.id,
    });
    expect(await payoutTotalsOf(artist.artistId)).toEqual({
      owedCents: 0,
      transferredCents: SHARE,
      reversedCents: SHARE,
    });
    expect((await ledgerOfOrder(orderId)).reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(0);
    // A later run of the reversal's follow-up (a duplicated task) changes nothing.
    await deliverFollowUpTask(`${orderId}-reverse-transfer`);
    expect((await localStripe().transfers.listReversals(transfer!.id)).data).toHaveLength(1);
  });

  it("leave the transferred share alone when only a print is refunded", async () => {
    const artist = await readyArtist();
    const orderId = await releasedFor(artist, ["lyrics-print"]);
    const transferred = await shareIn(orderId, "transferred");
    expect(
      (await postAs(`/api/admin/orders/${orderId}/items/lyrics_print/refund`, admin.idToken, { amountCents: 2500 }))
        .status,
    ).toBe(200);
    await eventually(
      () => orderDoc(orderId).get(),
      (order) => order.get("refundedCents") === 2500,
      "the print's refund recorded",
    );
    await runScheduled(SWEEP);
    expect(await shareTransfer(orderId)).toMatchObject({
      state: "transferred",
      stripeTransferId: transferred.stripeTransferId,
      stripeReversalId: null,
    });
    expect((await followUpsOf(orderId)).has(`${orderId}-reverse-transfer`)).toBe(false);
    expect((await localStripe().transfers.listReversals(transferred.stripeTransferId!)).data).toEqual([]);
  });
});

describe("the demo shares", SLOW, () => {
  const demo = (email: string) => DEMO_ARTISTS.find((artist) => artist.email === email)!.artistId;

  it("has Maya's two shares transferred and paid out to her bank (her account is ready), and Sofia's owed", async () => {
    const maya = demo("maya@example.com");
    const paidOut = await shareTransfer("demo-order-completed");
    expect(paidOut).toMatchObject({ state: "transferred", stripeTransferId: expect.stringMatching(/^tr_/) });
    const account = (await storedPayoutAccount(maya))!.stripeAccountId;
    const payouts = (await localStripe().payouts.list({}, { stripeAccount: account })).data;
    expect(payouts.map((payout) => payout.status)).toContain("paid");
    expect(await shareTransfer("studio-order-revision")).toMatchObject({
      state: "transferred",
      stripeTransferId: expect.stringMatching(/^tr_/),
    });
    const mayaTotals = (await stackDb().collection("payoutTotals").doc(maya).get()).data();
    const mayaShares = artistShareCents("premium", ["extra-verse"]) + artistShareCents("premium", []);
    expect(mayaTotals).toMatchObject({ owedCents: 0, transferredCents: mayaShares, paidOutCents: mayaShares });
    expect(
      (
        await stackDb()
          .collection("followUps")
          .where("kind", "==", "transfer_owed")
          .where("state", "==", "pending")
          .get()
      ).docs.filter((doc) => doc.get("action.artistId") === maya),
    ).toEqual([]);
    // Sofia is seeded without payouts set up, so her share is owed; tests/e2e/payoutOnboarding.test.ts
    // sets hers up when it runs before on this stack, and her owed share is then transferred.
    const sofiaReady = (await storedPayoutAccount(demo("sofia@example.com")))?.facts.transfers === "active";
    const sofia = sofiaReady
      ? await shareIn("studio-order-delivered", "transferred")
      : await shareTransfer("studio-order-delivered");
    expect(sofia).toMatchObject(
      sofiaReady
        ? { state: "transferred", stripeTransferId: expect.stringMatching(/^tr_/) }
        : { state: "owed", attempts: 0 },
    );
  });
});

describe("the Connect webhook", SLOW, () => {
  it("acknowledges an account the marketplace does not know, and neither updates an artist's account nor queues a transfer", async () => {
    const since = Timestamp.now();
    const stranger = await localStripe().accounts.create({
      type: "express",
      country: "US",
      email: "stranger-transfers@example.com",
    });
    await localStripe().accounts.update(stranger.id, { metadata: { note: "not an artist" } });
    const event = await eventFor("account.updated", stranger.id);
    const delivered = await eventually(
      () => localEvents("account.updated"),
      (events) => (events.deliveries[event.id] ?? []).some((attempt) => attempt.status !== undefined),
      "the delivery",
    );
    expect(delivered.deliveries[event.id]?.[0]?.status).toBe(200);
    // Taken for no artist's account: acknowledged as unknown, no artist's account updated from it.
    const logged = await eventually(
      async () => (await functionLogEntries()).filter((entry) => entry.eventId === event.id),
      (entries) => entries.length > 0,
      "the event's log entry",
    );
    // (Once per delivery of the event.)
    expect(new Set(logged.map((entry) => `${entry.message} (${String(entry.stripeAccountId)})`))).toEqual(
      new Set([`Connect event for an unknown account acknowledged (${stranger.id})`]),
    );
    const db = stackDb();
    expect((await db.collection("payoutAccounts").where("stripeAccountId", "==", stranger.id).get()).size).toBe(0);
    // No artist's owed shares were queued for transfer since.
    const queued = await db
      .collection("followUps")
      .where("kind", "==", "transfer_owed")
      .where("createdAt", ">=", since)
      .get();
    expect(queued.docs.map((doc) => doc.id)).toEqual([]);
  });
});
