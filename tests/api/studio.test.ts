import { describe, expect, it } from "vitest";
import {
  artistOrderViewSchema,
  artistShareCents,
  emptyWork,
  MESSAGES,
  OFFER_LAPSE_MS,
  REFUSAL_MESSAGES,
  orderViewSchema,
  songChecksSchema,
  STUDIO_MESSAGES,
  studioQueueSchema,
  studioTabCountsSchema,
  UNCLAIMED_ALERT_MS,
  type AdminOrderDetails,
  type ApiErrorBody,
  type ArtistOrderView,
  type OrderView,
  type SongChecks,
  type StudioTab,
} from "@songs/domain";
import { synthesizeSong } from "../../scripts/seed/audio";
import { suiteAdmin } from "../support/adminSession";
import { api, postAs, runScheduled } from "../support/api";
import { moveOrderBack, passTime, SWEEP } from "../support/lifecycleTime";
import { type TestArtist } from "../support/artists";
import { mailsAbout, orderDoc, paidOrder, studioArtist } from "../support/paidOrders";
import { ledgerOfOrder } from "../support/earnings";
import { everyQueuePage, expectPagedOldestFirst, type QueueRoute } from "../support/queuePages";
import { eventually, newCustomer, type Customer } from "../support/checkout";
import { createCustomer, orderDocument } from "../support/customerOrders";
import { uploadToSignedUrl } from "../support/signedUploads";

/**
 * The studio's work on an order, through the API: offers made at payment, accepting exactly once,
 * declines and lapses (the order's time moved into the past, then the follow-ups' sweep run), the
 * song check, revisions, admin assignment, and what an artist may see.
 */

const admin = suiteAdmin();

const SLOW = { timeout: 120_000 };
const WAV = synthesizeSong({ key: 64, bpm: 96, seed: "studio-version", seconds: 2 });

const get = <T>(path: string, token: string) => api<T & Partial<ApiErrorBody>>(path, { token });

/** The song check as the admins read it. */
const SONG_CHECKS: QueueRoute<SongChecks> = {
  path: "/api/admin/song-checks",
  get token() {
    return admin.idToken;
  },
  parse: (body) => songChecksSchema.parse(body),
  idsOf: (page) => page.checks.map((check) => check.orderId),
};
const everySongCheck = async () => (await everyQueuePage(SONG_CHECKS)).flatMap((page) => page.checks);
/** The email Stripe collected for the order, where the customer's emails go. */
const paidBy = async (orderId: string) => (await orderDoc(orderId).get()).get("customerEmail") as string;

const artist = studioArtist;

const queue = async (who: TestArtist, tab: StudioTab) => {
  const response = await get<unknown>(`/api/studio/orders?tab=${tab}`, who.idToken);
  expect(response.status, response.text).toBe(200);
  return studioQueueSchema.parse(response.body).orders;
};
/** The counts on the artist's queue tabs. */
const tabCounts = async (who: TestArtist) => {
  const response = await get<unknown>("/api/studio/tab-counts", who.idToken);
  expect(response.status, response.text).toBe(200);
  return studioTabCountsSchema.parse(response.body).counts;
};
const noOrders = { offered: 0, in_progress: 0, revisions: 0, released: 0 };
const studioOrder = (who: TestArtist, orderId: string) =>
  get<ArtistOrderView>(`/api/studio/orders/${orderId}`, who.idToken);
const customerOrder = async (customer: Customer, orderId: string): Promise<OrderView> =>
  orderViewSchema.parse((await get<OrderView>(`/api/orders/${orderId}`, customer.token)).body);

/**
 * Uploads a song as the browser does (signed PUT) and completes it, under the studio's or the
 * admins' order path, then hands it in with its lyrics at `handIn` (the artist's submission, the
 * admins' delivery). Each call's lyrics differ, so a later one is a new version.
 */
async function uploadSong(token: string, orderPath: string, handIn: "submission" | "delivery") {
  const issued = await uploadToSignedUrl(
    `${orderPath}/song-uploads`,
    token,
    { fileName: "mix.wav", contentType: "audio/wav" },
    WAV,
  );
  const attached = await postAs<{ message: string }>(`${orderPath}/song-uploads/${issued.uploadId}/complete`, token);
  expect(attached.status, attached.text).toBe(200);
  return postAs<{ message: string }>(`${orderPath}/${handIn}`, token, {
    lyrics: `Verse 1\nTaken ${issued.uploadId}`,
  });
}

/** The artist submits a version to the song check. */
const submitVersion = (who: TestArtist, orderId: string) =>
  uploadSong(who.idToken, `/api/studio/orders/${orderId}`, "submission");

describe("an order for a chosen artist", SLOW, () => {
  it("is offered to that artist only, who sees only what the work needs, accepts, submits, is sent back, and is released", async () => {
    const [maker, stranger, customer] = await Promise.all([artist(), artist(), newCustomer()]);
    const orderId = await paidOrder(customer, { artistId: maker.artistId, recipientName: "Ada Studio" });

    const [offered] = await queue(maker, "offered");
    expect(offered?.id).toBe(orderId);
    expect(await tabCounts(maker)).toEqual({ ...noOrders, offered: 1 });
    expect(await tabCounts(stranger)).toEqual(noOrders);
    const view = artistOrderViewSchema.parse(offered);
    expect(view).toMatchObject({ recipientName: "Ada Studio", stage: "offered", tab: "offered", package: "premium" });
    const raw = JSON.stringify(offered);
    for (const secret of [
      customer.email,
      "totalCents",
      "paymentIntentId",
      "shippingAddress",
      "customerEmail",
      "userId",
    ])
      expect(raw).not.toContain(secret);
    expect((await mailsAbout(orderId)).map((mail) => mail.get("to") as string)).toContain(maker.email);

    // Another artist, the customer and an anonymous caller cannot open it.
    expect((await studioOrder(stranger, orderId)).status).toBe(404);
    expect((await queue(stranger, "offered")).map((order) => order.id)).not.toContain(orderId);
    expect((await get(`/api/studio/orders/${orderId}`, customer.token)).status).toBe(403);
    expect((await postAs(`/api/studio/orders/${orderId}/accept`, stranger.idToken)).status).toBe(404);
    // A version cannot be submitted before accepting.
    expect(
      (
        await postAs(`/api/studio/orders/${orderId}/song-uploads`, maker.idToken, {
          fileName: "a.wav",
          contentType: "audio/wav",
          size: 100,
        })
      ).status,
    ).toBe(409);

    const accepted = await postAs<{ order: ArtistOrderView }>(`/api/studio/orders/${orderId}/accept`, maker.idToken);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.order).toMatchObject({ stage: "in_progress", tab: "in_progress" });
    expect((await orderDoc(orderId).get()).get("status")).toBe("in_progress");
    expect(await tabCounts(maker)).toEqual({ ...noOrders, in_progress: 1 });
    const history = await get<AdminOrderDetails>(`/api/admin/orders/${orderId}`, admin.idToken);
    expect(history.body.statusHistory.at(-1)).toMatchObject({
      from: "paid",
      to: "in_progress",
      changedByEmail: maker.email,
    });
    // Accepting twice, or declining what one took, is refused by the state machine.
    expect((await postAs(`/api/studio/orders/${orderId}/accept`, maker.idToken)).status).toBe(409);
    expect((await postAs(`/api/studio/orders/${orderId}/decline`, maker.idToken, { reason: "Too busy" })).status).toBe(
      409,
    );

    const seen = await customerOrder(customer, orderId);
    expect(seen.work).toEqual({
      progress: "accepted",
      artist: { id: maker.artistId, name: maker.name },
      awaitingChoice: false,
    });

    // The song check: a submitted version waits for the admins, who send it back with notes.
    const submitted = await submitVersion(maker, orderId);
    expect(submitted.status, submitted.text).toBe(200);
    expect(submitted.body.message).toBe(STUDIO_MESSAGES.songSubmitted);
    expect((await studioOrder(maker, orderId)).body.stage).toBe("song_check");
    expect(
      (
        await postAs(`/api/studio/orders/${orderId}/song-uploads`, maker.idToken, {
          fileName: "b.wav",
          contentType: "audio/wav",
          size: 100,
        })
      ).status,
    ).toBe(409);
    const check = (await everySongCheck()).find((item) => item.orderId === orderId);
    expect(check).toMatchObject({ artistId: maker.artistId, artistName: maker.name, recipientName: "Ada Studio" });
    expect((await fetch(check!.listenUrl)).status).toBe(200);
    expect((await get(`/api/admin/song-checks`, maker.idToken)).status).toBe(403);
    expect((await postAs(`/api/admin/orders/${orderId}/song-checks/release`, maker.idToken)).status).toBe(403);

    const sentBack = await postAs(`/api/admin/orders/${orderId}/song-checks/send-back`, admin.idToken, {
      notes: "Bring the vocals up in the chorus.",
    });
    expect(sentBack.status, sentBack.text).toBe(200);
    expect((await studioOrder(maker, orderId)).body).toMatchObject({
      stage: "returned",
      songCheckNotes: "Bring the vocals up in the chorus.",
    });
    expect((await postAs(`/api/admin/orders/${orderId}/song-checks/release`, admin.idToken)).status).toBe(409);
    expect((await customerOrder(customer, orderId)).status).toBe("in_progress");

    expect((await submitVersion(maker, orderId)).status).toBe(200);
    const released = await postAs<{ message: string; version: number }>(
      `/api/admin/orders/${orderId}/song-checks/release`,
      admin.idToken,
    );
    expect(released.status, released.text).toBe(200);
    expect(released.body).toEqual({ message: MESSAGES.songUploaded, version: 1 });
    const delivered = await customerOrder(customer, orderId);
    expect(delivered).toMatchObject({
      status: "completed",
      hasSong: true,
      songVersion: 1,
      work: { progress: "released" },
    });
    const paidEmail = await paidBy(orderId);
    expect(
      (await mailsAbout(orderId)).some(
        (mail) => mail.id === `song-ready-${orderId}-v1` && mail.get("to") === paidEmail,
      ),
    ).toBe(true);
    expect((await queue(maker, "released")).map((order) => order.id)).toContain(orderId);
    expect(await tabCounts(maker)).toEqual({ ...noOrders, released: 1 });
    // The release wrote the artist's ledger entry in its transaction: the share of a Premium song with Rush Delivery.
    expect(await ledgerOfOrder(orderId)).toEqual([
      {
        id: `${orderId}-release`,
        kind: "release",
        amountCents: artistShareCents("premium", ["rush"]),
        artistId: maker.artistId,
      },
    ]);

    // A revision lands in the artist's Revisions tab with the customer's note, and goes through the check again.
    const asked = await postAs(`/api/orders/${orderId}/revisions`, customer.token, {
      note: "Please mention the red bicycle.",
    });
    expect(asked.status, asked.text).toBe(200);
    const [revision] = await queue(maker, "revisions");
    expect(revision).toMatchObject({
      id: orderId,
      stage: "revision",
      revisionNotes: ["Please mention the red bicycle."],
    });
    expect(
      (await mailsAbout(orderId)).some(
        (mail) => mail.id === `work-revision-${orderId}-1` && mail.get("to") === maker.email,
      ),
    ).toBe(true);
    expect((await submitVersion(maker, orderId)).status).toBe(200);
    const second = await postAs<{ version: number }>(`/api/admin/orders/${orderId}/song-checks/release`, admin.idToken);
    expect(second.body.version).toBe(2);
    expect((await ledgerOfOrder(orderId)).map((entry) => entry.kind)).toEqual(["release"]);
    expect(await customerOrder(customer, orderId)).toMatchObject({ songVersion: 2, revisionRequested: false });
  });

  it("asks the customer after their artist declines, and offers it to fitting artists when they want another", async () => {
    const [chosen, other, customer] = await Promise.all([artist(), artist(), newCustomer()]);
    const orderId = await paidOrder(customer, { artistId: chosen.artistId });
    expect((await postAs(`/api/studio/orders/${orderId}/decline`, chosen.idToken, { reason: " " })).status).toBe(400);
    const declined = await postAs<{ order: ArtistOrderView | null }>(
      `/api/studio/orders/${orderId}/decline`,
      chosen.idToken,
      { reason: "Away that week" },
    );
    expect(declined.status, declined.text).toBe(200);
    expect(declined.body.order).toBeNull();
    expect((await studioOrder(chosen, orderId)).status).toBe(404);
    expect((await customerOrder(customer, orderId)).work).toMatchObject({ awaitingChoice: true, progress: "waiting" });
    const paidEmail = await paidBy(orderId);
    expect(
      (await mailsAbout(orderId)).some(
        (mail) => mail.id.startsWith(`work-customer-choice-${orderId}`) && mail.get("to") === paidEmail,
      ),
    ).toBe(true);

    const chose = await postAs<OrderView>(`/api/orders/${orderId}/artist-choice`, customer.token, {
      choice: "another",
    });
    expect(chose.status, chose.text).toBe(200);
    expect(chose.body.work).toMatchObject({ awaitingChoice: false, progress: "waiting" });
    expect((await queue(other, "offered")).map((order) => order.id)).toContain(orderId);
    expect((await queue(chosen, "offered")).map((order) => order.id)).not.toContain(orderId);
    expect((await postAs(`/api/orders/${orderId}/artist-choice`, customer.token, { choice: "cancel" })).status).toBe(
      409,
    );
  });

  it("cancels with a full refund when the customer chooses so", async () => {
    const [chosen, customer] = await Promise.all([artist(), newCustomer()]);
    const orderId = await paidOrder(customer, { artistId: chosen.artistId });
    expect(
      (await postAs(`/api/studio/orders/${orderId}/decline`, chosen.idToken, { reason: "Not my style" })).status,
    ).toBe(200);
    const stranger = await newCustomer();
    expect((await postAs(`/api/orders/${orderId}/artist-choice`, stranger.token, { choice: "cancel" })).status).toBe(
      404,
    );
    const cancelled = await postAs<OrderView>(`/api/orders/${orderId}/artist-choice`, customer.token, {
      choice: "cancel",
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.status).toBe("cancelled");
    // The refund is a follow-up written with the cancellation: its trigger queues the task that refunds.
    const stored = await eventually(
      () => orderDoc(orderId).get(),
      (order) => order.get("refundedCents") > 0,
      "the refund",
    );
    expect(stored.get("refundedCents")).toBe(stored.get("totalCents"));
  });

  it("lapses 24 hours after the offer when its follow-up runs: the customer is asked, and the artist told the truth", async () => {
    const [chosen, customer] = await Promise.all([artist(), newCustomer()]);
    const orderId = await paidOrder(customer, { artistId: chosen.artistId });
    await passTime(orderId, OFFER_LAPSE_MS + 60_000);
    expect((await customerOrder(customer, orderId)).work).toMatchObject({ awaitingChoice: true });
    const paidEmail = await paidBy(orderId);
    expect(
      (await mailsAbout(orderId)).filter(
        (mail) => mail.id === `work-customer-choice-${orderId}-1` && mail.get("to") === paidEmail,
      ),
    ).toHaveLength(1);
    expect((await studioOrder(chosen, orderId)).status).toBe(404);
    const late = await postAs(`/api/studio/orders/${orderId}/accept`, chosen.idToken);
    expect(late.status).toBe(409);
    expect(late.body.error).toEqual({ code: "offer_lapsed", message: REFUSAL_MESSAGES.offer_lapsed });
    const work = (await orderDoc(orderId).get()).get("work") as { stage: string; passedBy: string[] };
    expect(work).toMatchObject({ stage: "awaiting_customer", passedBy: [chosen.artistId] });
  });

  it("says 'You declined this order', not that another artist took it, to an artist who declined", async () => {
    const [chosen, customer] = await Promise.all([artist(), newCustomer()]);
    const orderId = await paidOrder(customer, { artistId: chosen.artistId });
    expect((await postAs(`/api/studio/orders/${orderId}/decline`, chosen.idToken, { reason: "Away" })).status).toBe(
      200,
    );
    const again = await postAs(`/api/studio/orders/${orderId}/accept`, chosen.idToken);
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: "offer_declined", message: REFUSAL_MESSAGES.offer_declined });
  });
});

describe("an order for any available artist", SLOW, () => {
  it("is taken by exactly one of two artists accepting at once; the other is told it was taken", async () => {
    const [first, second, customer] = await Promise.all([artist(), artist(), newCustomer()]);
    const orderId = await paidOrder(customer);
    for (const who of [first, second])
      expect((await queue(who, "offered")).map((order) => order.id)).toContain(orderId);

    const answers = await Promise.all(
      [first, second].map((who) => postAs(`/api/studio/orders/${orderId}/accept`, who.idToken)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body.error?.code).toBe("offer_taken");
    const winner = answers[0]!.status === 200 ? first : second;
    const other = winner === first ? second : first;
    expect(((await orderDoc(orderId).get()).get("work") as { artistId: string }).artistId).toBe(winner.artistId);
    expect((await studioOrder(other, orderId)).status).toBe(404);
    expect(
      (await mailsAbout(orderId)).some(
        (mail) => mail.id === `work-offer-taken-${orderId}-${other.artistId}` && mail.get("to") === other.email,
      ),
    ).toBe(true);
  });

  it("returns to the pool when one artist declines, and alerts the admins once when nobody took it within 72 hours", async () => {
    const [decliner, keeper, customer] = await Promise.all([artist(), artist(), newCustomer()]);
    const orderId = await paidOrder(customer);
    expect(
      (await postAs(`/api/studio/orders/${orderId}/decline`, decliner.idToken, { reason: "Booked up" })).status,
    ).toBe(200);
    expect((await queue(decliner, "offered")).map((order) => order.id)).not.toContain(orderId);
    expect((await queue(keeper, "offered")).map((order) => order.id)).toContain(orderId);

    // Reads change nothing; the alert's follow-up does, once.
    await moveOrderBack(orderId, UNCLAIMED_ALERT_MS + 60_000);
    await queue(keeper, "offered");
    expect((await mailsAbout(orderId)).filter((mail) => mail.id === `work-unclaimed-${orderId}`)).toHaveLength(0);
    await runScheduled(SWEEP);
    await runScheduled(SWEEP);
    const alerts = (await mailsAbout(orderId)).filter((mail) => mail.id === `work-unclaimed-${orderId}`);
    expect(alerts).toHaveLength(1);
  });

  it("can be assigned by an admin, which starts the work for that artist; artists cannot assign; an admin upload delivers it", async () => {
    const [assignee, customer] = await Promise.all([artist(["Country"]), newCustomer()]);
    const orderId = await paidOrder(customer);
    expect(
      (await postAs(`/api/admin/orders/${orderId}/assign`, assignee.idToken, { artistId: assignee.artistId })).status,
    ).toBe(403);
    expect(
      (await postAs(`/api/admin/orders/${orderId}/assign`, admin.idToken, { artistId: "no-such-artist" })).status,
    ).toBe(422);
    const assigned = await postAs<AdminOrderDetails>(`/api/admin/orders/${orderId}/assign`, admin.idToken, {
      artistId: assignee.artistId,
    });
    expect(assigned.status, assigned.text).toBe(200);
    expect(assigned.body.status).toBe("in_progress");
    expect((await queue(assignee, "in_progress")).map((order) => order.id)).toContain(orderId);
    // The order holds the artist's public name, so its customer's list reads no artist.
    expect((await orderDoc(orderId).get()).get("workArtistName")).toBe(assignee.name);

    // An admin's own upload still completes the order directly, and the work shows delivered.
    expect((await uploadSong(admin.idToken, `/api/admin/orders/${orderId}`, "delivery")).status).toBe(200);
    expect((await orderDoc(orderId).get()).get("status")).toBe("completed");
    expect((await queue(assignee, "released")).map((order) => order.id)).toContain(orderId);
  });
});

describe("the song check's list", SLOW, () => {
  it("comes 50 a page, oldest submission first, with how many wait; a forged cursor gets 400", async () => {
    const [maker, customer] = await Promise.all([studioArtist(), createCustomer()]);
    // Submitted before anything else on the stack, so they lead the list.
    const longAgo = Date.now() - 3 * 365 * 86_400_000;
    const waiting = Array.from({ length: 55 }, (_, i) =>
      orderDocument(
        customer,
        { status: "in_progress", recipientName: `Check ${i}`, artistId: maker.artistId },
        {
          work: {
            ...emptyWork("song_check"),
            artistId: maker.artistId,
            submission: {
              items: {
                song: { path: `songs/check-${i}.wav`, contentType: "audio/wav", fileName: "song.wav" },
                instrumental: null,
                lyrics: null,
              },
              submittedAt: new Date(longAgo + i * 60_000),
            },
          },
        },
      ),
    );
    await expectPagedOldestFirst(SONG_CHECKS, "orders", waiting);
  });
});
