import { describe, expect, it } from "vitest";
import {
  artistShareCents,
  orderViewSchema,
  SHIPPING_MESSAGES,
  SONG_GIFT_MESSAGES,
  SONG_GIFT_REDEEMS_PER_ACCOUNT_PER_HOUR,
  type OrderView,
  type SongGiftRedeemResponse,
  type SongGiftView,
} from "@songs/domain";
import { suiteAdmin } from "../support/adminSession";
import { api } from "../support/api";
import {
  localStripe,
  newCustomer,
  orderRequest,
  payOnHostedPage,
  stackDb,
  uniqueIp,
  verifyPayment,
} from "../support/checkout";
import {
  chargeOf,
  readyArtist,
  releaseSong,
  shareIn,
  stripeTransfersOf,
  submitToSongCheck,
} from "../support/artistTransfers";
import { arrivedCode, boughtSongGift, latestCode, postAsCaller, redeem } from "../support/songGifts";

/**
 * Song gifts on the stack: bought and paid by a giver, emailed with a code at their time, redeemed
 * once by the recipient as their own order (the difference paid by card), refunded by an admin;
 * the races between them end with one winner and nothing charged twice.
 */

const SLOW = { timeout: 240_000 };
const admin = suiteAdmin();

const totals = () =>
  api<{
    soldCount: number;
    redeemedCount: number;
    refundedCount: number;
    outstanding: { count: number; cents: number };
  }>("/api/admin/song-gifts/totals", { token: admin.idToken });
const refund = (giftId: string) =>
  api<{ songGift?: SongGiftView; error?: { code: string; message: string } }>(
    `/api/admin/song-gifts/${giftId}/refund`,
    { method: "POST", body: {}, token: admin.idToken },
  );
const giftDoc = (giftId: string) => stackDb().collection("songGifts").doc(giftId).get();
const ordersOfGift = (giftId: string) => stackDb().collection("orders").where("stripeSessionId", "==", giftId).get();

describe("a song gift", SLOW, () => {
  it("arrives with a 128-bit code, is opened and redeemed at no cost for what it covers, and the giver sees it", async () => {
    const giver = await newCustomer("giver");
    const before = await totals();
    const giftId = await boughtSongGift(giver);
    const sold = await totals();
    expect(sold.body.soldCount).toBe(before.body.soldCount + 1);
    expect(sold.body.outstanding.cents).toBe(before.body.outstanding.cents + 4999);

    const { code, text } = await arrivedCode(giftId);
    expect(text).toContain("Tell them our story, June.");
    expect(Buffer.from(code, "base64url")).toHaveLength(16);
    expect((await giftDoc(giftId)).get("codeHash")).not.toContain(code);

    const recipient = await newCustomer("recipient");
    const opened = await postAsCaller<{ songGift: { package: string; senderName: string } }>(
      null,
      "/api/song-gifts/open",
      { code },
    );
    expect(opened.body.songGift).toMatchObject({ package: "premium", senderName: "Johnny" });

    const made = await redeem(recipient, code, orderRequest({ package: "premium", addOns: [] }));
    expect(made.status, made.text).toBe(200);
    expect(made.body).toMatchObject({ outcome: "ordered" });
    const orderId = (made.body as { orderId: string }).orderId;
    const order = await stackDb().collection("orders").doc(orderId).get();
    expect(order.get("userId")).toBe(recipient.uid);
    expect(order.get("totalCents")).toBe(4999);

    const mine = await api<{ songGifts: SongGiftView[] }>("/api/song-gifts", { token: giver.token });
    expect(mine.body.songGifts.find((gift) => gift.id === giftId)).toMatchObject({ state: "redeemed" });
    expect(mine.body.songGifts.find((gift) => gift.id === giftId)?.openedAt).not.toBeNull();
    const after = await totals();
    expect(after.body.redeemedCount).toBe(sold.body.redeemedCount + 1);
    expect(after.body.outstanding.count).toBe(sold.body.outstanding.count - 1);

    const again = await redeem(recipient, code, orderRequest({ package: "premium", addOns: [] }));
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(SONG_GIFT_MESSAGES.alreadyRedeemed);
  });

  it("charges only the difference for an added Instrumental, and its paid order redeems the gift", async () => {
    const giver = await newCustomer("giver");
    const giftId = await boughtSongGift(giver);
    const { code } = await arrivedCode(giftId);
    const recipient = await newCustomer("recipient");
    const started = await redeem(recipient, code, orderRequest({ package: "premium", addOns: ["instrumental"] }));
    expect(started.status, started.text).toBe(200);
    expect(started.body).toMatchObject({ outcome: "pay_difference", differenceCents: 1000 });
    const { sessionId, url } = started.body as { sessionId: string; url: string };
    const session = await localStripe().checkout.sessions.retrieve(sessionId);
    expect(session.amount_total).toBe(1000);
    expect(session.metadata).toMatchObject({ kind: "song_gift_difference", songGiftId: giftId });

    // While its difference is being paid the gift is held: no refund, no second redemption.
    expect((await refund(giftId)).body.error?.message).toBe(SONG_GIFT_MESSAGES.beingRedeemed);
    expect((await redeem(recipient, code, orderRequest({ package: "premium" }))).status).toBe(409);

    expect((await payOnHostedPage(url)).status).toBe(303);
    // The success page confirms it while Stripe's event does (and twice at once): one order, never refunded.
    const [verified, again] = await Promise.all([
      verifyPayment(recipient.token, sessionId),
      verifyPayment(recipient.token, sessionId),
    ]);
    expect(verified.status, verified.text).toBe(200);
    expect(again.status, again.text).toBe(200);
    expect(
      (await localStripe().checkout.sessions.retrieve(sessionId, { expand: ["payment_intent.latest_charge"] }))
        .payment_intent,
    ).toMatchObject({
      latest_charge: { amount_refunded: 0 },
    });
    const order = await stackDb().collection("orders").doc(sessionId).get();
    expect(order.get("totalCents")).toBe(5999);
    expect((await giftDoc(giftId)).get("state")).toBe("redeemed");
    expect((await giftDoc(giftId)).get("orderId")).toBe(sessionId);
  });

  it("paying a Deluxe order in full, asks where to post the CD before the order is made, and keeps it as a paid order's", async () => {
    const giver = await newCustomer("giver");
    const giftId = await boughtSongGift(giver, { package: "deluxe" });
    const { code } = await arrivedCode(giftId);
    const recipient = await newCustomer("recipient");
    const deluxe = orderRequest({ package: "deluxe", addOns: [] });
    const redeemWith = (shippingAddress: unknown) =>
      postAsCaller<SongGiftRedeemResponse>(recipient, "/api/song-gifts/redeem", {
        code,
        order: deluxe,
        shippingAddress,
      });

    const missing = await redeem(recipient, code, deluxe);
    expect(missing.status).toBe(400);
    expect(missing.body.error?.fields?.shippingAddress).toBe(SONG_GIFT_MESSAGES.addressRequired);
    const incomplete = await redeemWith({
      name: "June Carter",
      line1: "44 Harbour Road",
      city: "",
      postalCode: "98101",
      country: "ZZ",
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error?.fields).toMatchObject({
      "shippingAddress.city": SHIPPING_MESSAGES.addressCityRequired,
      "shippingAddress.country": SHIPPING_MESSAGES.addressCountryRequired,
    });
    // Refused, nothing was written: no order, the gift still to redeem.
    expect((await ordersOfGift(giftId)).empty).toBe(true);
    expect((await giftDoc(giftId)).get("state")).toBe("sold");

    const made = await redeemWith({
      name: "June Carter",
      line1: "44 Harbour Road",
      line2: "",
      city: "Seattle",
      state: "WA",
      postalCode: "98101",
      country: "US",
    });
    expect(made.status, made.text).toBe(200);
    const orderId = (made.body as { orderId: string }).orderId;
    // Stored as Stripe's collected addresses are, so every reader of a paid order's address reads it.
    expect((await stackDb().collection("orders").doc(orderId).get()).get("shippingAddress")).toEqual({
      name: "June Carter",
      address: {
        line1: "44 Harbour Road",
        line2: null,
        city: "Seattle",
        state: "WA",
        postal_code: "98101",
        country: "US",
      },
    });
    const view = orderViewSchema.parse(
      (await api<OrderView>(`/api/orders/${orderId}`, { token: recipient.token })).body,
    );
    expect(view.fulfilment?.shippingAddress).toMatchObject({
      line1: "44 Harbour Road",
      city: "Seattle",
      country: "US",
    });
  });

  it("leaves the address of an order paid partly by card to the difference's Checkout", async () => {
    const giver = await newCustomer("giver");
    const giftId = await boughtSongGift(giver);
    const { code } = await arrivedCode(giftId);
    const recipient = await newCustomer("recipient");
    const address = {
      name: "June Carter",
      line1: "44 Harbour Road",
      city: "Seattle",
      postalCode: "98101",
      country: "US",
    };
    const printed = orderRequest({ package: "premium", addOns: ["lyrics-print"] });
    const started = await postAsCaller<SongGiftRedeemResponse>(recipient, "/api/song-gifts/redeem", {
      code,
      order: printed,
      shippingAddress: address,
    });
    expect(started.status, started.text).toBe(200);
    const { sessionId } = started.body as { sessionId: string };
    const session = await localStripe().checkout.sessions.retrieve(sessionId);
    expect(session.shipping_address_collection?.allowed_countries).toContain("US");
    await localStripe().checkout.sessions.expire(sessionId);
  });

  it("transfers the artist's share of an order its difference pays only part of, from the platform's balance", async () => {
    const artist = await readyArtist();
    const giver = await newCustomer("giver");
    const giftId = await boughtSongGift(giver);
    const { code } = await arrivedCode(giftId);
    const recipient = await newCustomer("recipient");
    const started = await redeem(
      recipient,
      code,
      orderRequest({ package: "premium", addOns: ["rush"], artistId: artist.artistId }),
    );
    expect(started.status, started.text).toBe(200);
    const { sessionId: orderId, url } = started.body as { sessionId: string; url: string };
    expect((await payOnHostedPage(url)).status).toBe(303);
    expect((await verifyPayment(recipient.token, orderId)).status).toBe(200);

    // The share is on the price of what was made ($74.99, with Rush Delivery), more than the $25 the difference charged:
    // Stripe refuses a transfer larger than its source charge, in its words.
    const share = artistShareCents("premium", ["rush"]);
    const differenceCharge = await chargeOf(orderId);
    await expect(
      localStripe().transfers.create({
        amount: share,
        currency: "usd",
        destination: artist.stripeAccountId,
        source_transaction: differenceCharge,
      }),
    ).rejects.toMatchObject({ code: "balance_insufficient", param: "amount" });

    await submitToSongCheck(artist, orderId);
    expect((await releaseSong(admin.idToken, orderId)).status).toBe(200);
    const transfer = await shareIn(orderId, "transferred");
    const [made, ...more] = await stripeTransfersOf(orderId);
    expect(more).toEqual([]);
    expect(made).toMatchObject({
      amount: share,
      destination: artist.stripeAccountId,
      transfer_group: orderId,
      source_transaction: null,
    });
    expect(transfer).toMatchObject({ stripeTransferId: made!.id, attempts: 1, lastError: null });
  });

  it("is redeemed once when two redemptions race: one order, the other told", async () => {
    const giver = await newCustomer("giver");
    const giftId = await boughtSongGift(giver);
    const { code } = await arrivedCode(giftId);
    const [first, second] = [await newCustomer("recipient"), await newCustomer("recipient")];
    const answers = await Promise.all([
      redeem(first, code, orderRequest({ package: "basic", addOns: [] })),
      redeem(second, code, orderRequest({ package: "premium", addOns: [] })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409].sort());
    const refused = answers.find((answer) => answer.status !== 200)!;
    expect(refused.body.error?.message).toBe(SONG_GIFT_MESSAGES.alreadyRedeemed);
    expect((await ordersOfGift(giftId)).size).toBe(1);
  });

  it("refunded while being redeemed: one wins, the other is told, nothing is charged twice", async () => {
    const giver = await newCustomer("giver");
    const giftId = await boughtSongGift(giver);
    const { code } = await arrivedCode(giftId);
    const recipient = await newCustomer("recipient");
    const [redeemed, refunded] = await Promise.all([
      redeem(recipient, code, orderRequest({ package: "premium", addOns: [] })),
      refund(giftId),
    ]);
    const gift = await giftDoc(giftId);
    const orders = await ordersOfGift(giftId);
    if (redeemed.status === 200) {
      expect(refunded.status).toBe(409);
      expect(refunded.body.error?.message).toBe(SONG_GIFT_MESSAGES.notRefundable);
      expect(gift.get("state")).toBe("redeemed");
      expect(orders.size).toBe(1);
    } else {
      expect(refunded.status, refunded.text).toBe(200);
      expect(redeemed.status).toBe(409);
      expect(redeemed.body.error?.message).toBe(SONG_GIFT_MESSAGES.refunded);
      expect(gift.get("state")).toBe("refunded");
      expect(orders.size).toBe(0);
      const payment = await localStripe().paymentIntents.retrieve(String(gift.get("paymentIntentId")));
      expect(payment.amount_received).toBe(4999);
    }
  });

  it("stops working at once when refunded, and leaves the owed total", async () => {
    const giver = await newCustomer("giver");
    const giftId = await boughtSongGift(giver);
    const { code } = await arrivedCode(giftId);
    const before = await totals();
    const refunded = await refund(giftId);
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.body.songGift?.state).toBe("refunded");
    const after = await totals();
    expect(after.body.refundedCount).toBe(before.body.refundedCount + 1);
    expect(after.body.outstanding.cents).toBe(before.body.outstanding.cents - 4999);
    const recipient = await newCustomer("recipient");
    const late = await redeem(recipient, code, orderRequest({ package: "premium" }));
    expect(late.status).toBe(409);
    expect(late.body.error?.message).toBe(SONG_GIFT_MESSAGES.refunded);
  });

  it("goes to a corrected address with a new code; the old one stops", async () => {
    const giver = await newCustomer("giver");
    const giftId = await boughtSongGift(giver);
    const { code: oldCode } = await arrivedCode(giftId);
    const changed = await postAsCaller<{ songGift: SongGiftView }>(
      giver,
      `/api/song-gifts/${giftId}/recipient`,
      { recipientEmail: "june.new@example.com" },
      "PUT",
    );
    expect(changed.status, changed.text).toBe(200);
    const fresh = await latestCode(giftId);
    expect(fresh.to).toBe("june.new@example.com");
    expect(fresh.code).not.toBe(oldCode);
    const stranger = await newCustomer("stranger");
    const other = await postAsCaller(stranger, `/api/song-gifts/${giftId}/resend`, {});
    expect(other.status).toBe(404);
    const recipient = await newCustomer("recipient");
    expect((await redeem(recipient, oldCode, orderRequest({ package: "premium" }))).status).toBe(404);
  });

  it("counts wrong codes as security events and limits guessing per account", async () => {
    const guesser = await newCustomer("guesser");
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SONG_GIFT_REDEEMS_PER_ACCOUNT_PER_HOUR; attempt++) {
      const answer = await redeem({ token: guesser.token, ip: uniqueIp() }, `guess-${attempt}`, orderRequest());
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const events = await stackDb()
      .collection("securityEvents")
      .where("type", "==", "song_gift_wrong_code")
      .where("uid", "==", guesser.uid)
      .get();
    expect(events.size).toBe(SONG_GIFT_REDEEMS_PER_ACCOUNT_PER_HOUR);
  });
});
