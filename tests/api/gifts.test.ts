import { beforeAll, describe, expect, it } from "vitest";
import {
  GIFT_MESSAGES,
  GIFT_THANKS_PER_TOKEN_PER_HOUR,
  giftPageSchema,
  orderNewsText,
  type GiftPage,
  type ApiErrorBody,
  type OrderView,
} from "@songs/domain";
import { api, runScheduled } from "../support/api";
import { eventually, newCustomer, stackDb, uniqueIp, type Customer } from "../support/checkout";
import { createCompletedOrder, deliverTestSong, TEST_LYRICS } from "../support/customerOrders";
import {
  bringGiftForward,
  giftOf,
  giftRequest,
  giftToken,
  mailIdsLike,
  moveGiftTo,
  scheduleGift,
} from "../support/gifts";
import { deliverFollowUpTask, followUpsOf, SWEEP } from "../support/lifecycleTime";
import { paidOrder, studioArtist } from "../support/paidOrders";

/**
 * The gift moment on the stack: a delivery scheduled where the recipient lives goes out at its
 * time and not before, exactly once whatever runs it; one that comes before the song waits for the
 * release; the recipient opens the page and thanks once; only the customer manages it.
 */

const SLOW = { timeout: 180_000 };
const DAY_MS = 24 * 60 * 60 * 1000;

const giftPage = (token: string, ip = uniqueIp()) =>
  api<GiftPage & Partial<ApiErrorBody>>(`/api/gifts/${token}`, { headers: { "X-Forwarded-For": ip } });
const thank = (token: string, message: string, ip = uniqueIp()) =>
  api<Partial<ApiErrorBody> & { message?: string }>(`/api/gifts/${token}/thanks`, {
    method: "POST",
    body: { message },
    headers: { "X-Forwarded-For": ip },
  });
const sendFollowUpIds = async (orderId: string) =>
  [...(await followUpsOf(orderId))].filter(([, followUp]) => followUp.kind === "send_gift").map(([id]) => id);

describe("a gift delivery", SLOW, () => {
  it("goes out at its time and not before, once even when the sweep and the task run twice; the recipient opens it and thanks once", async () => {
    const customer: Customer = await newCustomer();
    const orderId = await createCompletedOrder(customer, { recipientName: "Rose Baker" });
    const scheduled = await scheduleGift(customer.token, orderId, giftRequest(DAY_MS));
    expect(scheduled.status, scheduled.text).toBe(200);
    expect(scheduled.body.gift).toMatchObject({
      status: "scheduled",
      recipientEmail: "rose@example.com",
      url: null,
      sentAt: null,
    });

    // Before its time nothing is sent, however often the sweep runs.
    await runScheduled(SWEEP);
    expect(await mailIdsLike(orderId, "gift-")).toEqual([]);

    await bringGiftForward(orderId);
    const [followUpId] = await sendFollowUpIds(orderId);
    await Promise.all([
      runScheduled(SWEEP),
      runScheduled(SWEEP),
      deliverFollowUpTask(followUpId!),
      deliverFollowUpTask(followUpId!),
    ]);
    const sent = await mailIdsLike(orderId, `gift-${orderId}-`);
    expect(sent).toHaveLength(1);
    const mail = await stackDb().collection("mail").doc(sent[0]!).get();
    expect(mail.get("to")).toBe("rose@example.com");
    expect(mail.get("message.text")).toContain("Ada Lovelace");
    expect(mail.get("message.text")).toContain("Happy birthday, Gran!");
    const token = await giftToken(orderId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(mail.get("message.text")).toContain(`/gift/${token}`);

    // The page: the occasion, the message and the song, never the customer's email; reading it writes nothing.
    const page = await giftPage(token);
    expect(page.status, page.text).toBe(200);
    expect(page.headers.get("x-robots-tag")).toContain("noindex");
    expect(giftPageSchema.parse(page.body)).toMatchObject({
      senderName: "Ada Lovelace",
      recipientFirstName: "Rose",
      message: "Happy birthday, Gran!",
      thanked: false,
    });
    expect(page.body.download?.fileName).toBe("Song for Rose Baker.wav");
    expect(page.text).not.toContain(customer.email);
    expect((await giftOf(customer.token, orderId))?.status).toBe("sent");
    // The lyrics only once the customer shares them, under the listening link's switch.
    expect(page.body.lyrics).toBeNull();
    expect(
      (
        await api(`/api/orders/${orderId}/lyrics-sharing`, {
          method: "PUT",
          token: customer.token,
          body: { share: true },
        })
      ).status,
    ).toBe(200);
    expect((await giftPage(token)).body.lyrics).toBe(TEST_LYRICS);

    // Opening it tells the customer once.
    for (let i = 0; i < 2; i += 1)
      expect((await api(`/api/gifts/${token}/opened`, { method: "POST", body: {} })).status).toBe(204);
    expect(await mailIdsLike(orderId, "gift-opened-")).toHaveLength(1);
    // The order's card says so (the song itself is news too until the customer opens the details).
    const newsOf = async () => (await api<OrderView>(`/api/orders/${orderId}`, { token: customer.token })).body.news;
    expect(await newsOf()).toEqual([
      { kind: "song_ready", name: "" },
      { kind: "gift_opened", name: "Rose Baker" },
    ]);

    const recipientIp = uniqueIp();
    const thanks = await thank(token, "I cried all morning. Thank you, love!", recipientIp);
    expect(thanks.status, thanks.text).toBe(200);
    expect(thanks.body.message).toBe(GIFT_MESSAGES.thanksSent);
    expect((await thank(token, "And again")).body.error?.code).toBe("already_thanked");
    expect(await mailIdsLike(orderId, "gift-thanks-")).toHaveLength(1);
    expect((await newsOf()).map(orderNewsText)).toEqual(["Your song is ready", "Rose replied", "Opened by Rose"]);
    // Opening the details (a POST; reading the order never marks it) makes it no longer new.
    expect((await api(`/api/orders/${orderId}/seen`, { method: "POST", token: customer.token })).status).toBe(204);
    expect(await newsOf()).toEqual([]);
    const seen = await giftOf(customer.token, orderId);
    expect(seen).toMatchObject({ status: "opened", thanks: { message: "I cried all morning. Thank you, love!" } });
    // Nothing of the recipient's network address reaches the customer or the stored gift.
    expect(JSON.stringify(seen)).not.toContain(recipientIp);
    expect(JSON.stringify((await stackDb().collection("gifts").doc(orderId).get()).data())).not.toContain(recipientIp);
    expect((await stackDb().collection("mail").doc(`gift-thanks-${orderId}`).get()).get("message.text")).not.toContain(
      recipientIp,
    );

    // A sent gift cannot be changed; its link can be revoked, and then answers 404.
    expect((await scheduleGift(customer.token, orderId, giftRequest(DAY_MS))).status).toBe(409);
    expect(
      (await api(`/api/orders/${orderId}/gift/revoke`, { method: "POST", token: customer.token, body: {} })).status,
    ).toBe(200);
    const revoked = await giftPage(token);
    expect(revoked.status).toBe(404);
    expect(revoked.body.error?.code).toBe("gift_unavailable");
    expect((await thank(token, "Hello?")).status).toBe(404);
  });

  it("waits for a song not released at its time, tells the customer, and goes out with the release", async () => {
    const customer = await newCustomer();
    const orderId = await paidOrder(customer, { recipientName: "Sam Lee" });
    expect((await scheduleGift(customer.token, orderId, giftRequest(DAY_MS))).status).toBe(200);
    await bringGiftForward(orderId);
    expect((await giftOf(customer.token, orderId))?.status).toBe("waiting_for_song");
    expect(await mailIdsLike(orderId, "gift-waiting-")).toHaveLength(1);
    expect(await mailIdsLike(orderId, `gift-${orderId}-`)).toEqual([]);

    await deliverTestSong(orderId);
    // The release's follow-up runs on a real trigger and task, with nobody running the sweep.
    await eventually(
      () => giftOf(customer.token, orderId),
      (gift) => gift?.status === "sent",
      "the gift sent with the release",
    );
    expect(await mailIdsLike(orderId, `gift-${orderId}-`)).toHaveLength(1);
    expect(await mailIdsLike(orderId, "gift-sent-late-")).toHaveLength(1);
  });

  it("can be changed and cancelled until it is sent: the old time's follow-up does nothing", async () => {
    const customer = await newCustomer();
    const orderId = await createCompletedOrder(customer);
    expect((await scheduleGift(customer.token, orderId, giftRequest(DAY_MS))).status).toBe(200);
    const [first] = await sendFollowUpIds(orderId);
    const changed = await scheduleGift(
      customer.token,
      orderId,
      giftRequest(2 * DAY_MS, { time: "09:30", message: "New words" }),
    );
    expect(changed.body.gift).toMatchObject({ status: "scheduled", time: "09:30", message: "New words" });
    expect(await sendFollowUpIds(orderId)).toHaveLength(2);

    // The first time comes: superseded, nothing sent.
    await stackDb()
      .collection("followUps")
      .doc(first!)
      .update({ dueAt: new Date(Date.now() - 1000) });
    await runScheduled(SWEEP);
    expect((await followUpsOf(orderId)).get(first!)).toMatchObject({ state: "done", outcome: "superseded" });
    expect(await mailIdsLike(orderId, "gift-")).toEqual([]);

    const cancelled = await api<{ gift: { status: string } }>(`/api/orders/${orderId}/gift`, {
      method: "DELETE",
      token: customer.token,
    });
    expect(cancelled.body.gift.status).toBe("cancelled");
    await bringGiftForward(orderId);
    expect(await mailIdsLike(orderId, "gift-")).toEqual([]);
  });

  it("refuses a time in the past, an unknown zone and a missing email with the domain's words", async () => {
    const customer = await newCustomer();
    const orderId = await createCompletedOrder(customer);
    const past = await scheduleGift(customer.token, orderId, giftRequest(-DAY_MS));
    expect(past.status).toBe(400);
    expect(past.body.error?.message).toBe(GIFT_MESSAGES.notInFuture);
    const zone = await scheduleGift(customer.token, orderId, giftRequest(DAY_MS, { timeZone: "Mars/Olympus" }));
    expect(zone.body.error?.fields?.timeZone).toBe(GIFT_MESSAGES.timeZoneRequired);
    const email = await scheduleGift(customer.token, orderId, giftRequest(DAY_MS, { recipientEmail: "" }));
    expect(email.body.error?.fields?.recipientEmail).toBe(GIFT_MESSAGES.recipientEmailRequired);
    // Beyond the form's year (and Cloud Tasks' horizon): the form's words, never a queue's error, and nothing written.
    const tooFar = await scheduleGift(customer.token, orderId, giftRequest(400 * DAY_MS));
    expect(tooFar.status, tooFar.text).toBe(400);
    expect(tooFar.body.error?.fields?.date).toBe(GIFT_MESSAGES.tooFarAhead);
    expect(await giftOf(customer.token, orderId)).toBeNull();
    expect(await sendFollowUpIds(orderId)).toEqual([]);
  });

  it("scheduled 300 days ahead, waits beyond Cloud Tasks' 30-day horizon, is queued by the sweep as its time nears, and arrives once by its task", async () => {
    const customer = await newCustomer();
    const orderId = await createCompletedOrder(customer, { recipientName: "Rose Baker" });
    const scheduled = await scheduleGift(customer.token, orderId, giftRequest(300 * DAY_MS));
    expect(scheduled.status, scheduled.text).toBe(200);
    const [followUpId] = await sendFollowUpIds(orderId);
    const followUp = () => stackDb().collection("followUps").doc(followUpId!).get();
    // No task (Cloud Tasks would refuse it): the record waits, and sweeps while it is far off leave it be.
    expect((await followUp()).get("awaitsQueue")).toBe(true);
    await runScheduled(SWEEP);
    expect((await followUp()).get("awaitsQueue")).toBe(true);
    expect(await mailIdsLike(orderId, "gift-")).toEqual([]);

    // The clock moves on to a few seconds before its moment: the sweep (two at once) queues its task, due then, once.
    await moveGiftTo(orderId, Date.now() + 5_000);
    await Promise.all([runScheduled(SWEEP), runScheduled(SWEEP)]);
    expect((await followUp()).get("awaitsQueue")).toBe(false);
    // The held task carries it out at its time, with no sweep after it.
    const sent = await eventually(
      () => mailIdsLike(orderId, `gift-${orderId}-`),
      (ids) => ids.length > 0,
      "the gift's email",
    );
    expect(sent).toHaveLength(1);
    expect((await followUp()).get("state")).toBe("done");

    // Later sweeps (two at once) and a repeated task change nothing.
    await Promise.all([runScheduled(SWEEP), runScheduled(SWEEP), deliverFollowUpTask(followUpId!)]);
    expect(await mailIdsLike(orderId, `gift-${orderId}-`)).toHaveLength(1);
    expect((await giftOf(customer.token, orderId))?.status).toBe("sent");
  });

  it("chosen in the builder, is kept with the order its payment creates", async () => {
    const customer = await newCustomer();
    const orderId = await paidOrder(customer, {
      gift: giftRequest(3 * DAY_MS, { timeZone: "Europe/Dublin", time: "08:00" }),
    });
    const gift = await giftOf(customer.token, orderId);
    expect(gift).toMatchObject({ status: "scheduled", time: "08:00", timeZone: "Europe/Dublin" });
    expect(await sendFollowUpIds(orderId)).toHaveLength(1);
    expect((await stackDb().collection("orders").doc(orderId).get()).get("gift")).toBeUndefined();
  });
});

describe("who may manage a gift and read its page", SLOW, () => {
  let owner: Customer;
  let orderId: string;
  let token: string;
  beforeAll(async () => {
    owner = await newCustomer();
    orderId = await createCompletedOrder(owner);
    expect((await scheduleGift(owner.token, orderId, giftRequest(DAY_MS))).status).toBe(200);
    await bringGiftForward(orderId);
    token = await giftToken(orderId);
  });

  it("answers 404 to another customer, an artist and a signed-out caller on every management route", async () => {
    const [stranger, artist] = await Promise.all([newCustomer(), studioArtist()]);
    const calls = [
      { method: "GET", path: `/api/orders/${orderId}/gift` },
      { method: "PUT", path: `/api/orders/${orderId}/gift`, body: giftRequest(DAY_MS) },
      { method: "DELETE", path: `/api/orders/${orderId}/gift` },
      { method: "POST", path: `/api/orders/${orderId}/gift/revoke`, body: {} },
    ] as const;
    for (const call of calls) {
      for (const caller of [stranger.token, artist.idToken, undefined]) {
        const response = await api(call.path, {
          method: call.method,
          token: caller,
          body: "body" in call ? call.body : undefined,
        });
        expect(response.status, `${call.method} ${call.path} ${caller ? "signed in" : "signed out"}`).toBe(404);
      }
    }
    expect((await giftOf(owner.token, orderId))?.status).toBe("sent");
  });

  it("holds the reply's rate limit per gift page and per network address", async () => {
    // One reply per gift; further attempts are counted per page, whatever address they come from.
    expect((await thank(token, "Thank you!")).status).toBe(200);
    const tries = [];
    for (let i = 0; i < GIFT_THANKS_PER_TOKEN_PER_HOUR; i += 1) tries.push((await thank(token, `Again ${i}`)).status);
    expect(tries.slice(0, GIFT_THANKS_PER_TOKEN_PER_HOUR - 1)).toEqual(
      Array(GIFT_THANKS_PER_TOKEN_PER_HOUR - 1).fill(409),
    );
    expect(tries.at(-1)).toBe(429);
    // One address guessing other pages is limited too.
    const ip = uniqueIp();
    const statuses = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await thank(`no-such-gift-token-${String(i).padStart(6, "0")}`, "Hi", ip)).status);
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
