import { describe, expect, it } from "vitest";
import {
  artistOrderViewSchema,
  DELIVERY_MESSAGES,
  missingItemsMessage,
  orderViewSchema,
  REFUSAL_MESSAGES,
  shippingQueueSchema,
  type ApiErrorBody,
  type OrderView,
  type ShippingQueue,
} from "@songs/domain";
import { synthesizeSong } from "../../scripts/seed/audio";
import { suiteAdmin } from "../support/adminSession";
import { api, postAs, runScheduled } from "../support/api";
import { SWEEP } from "../support/lifecycleTime";
import { type TestArtist } from "../support/artists";
import {
  eventually,
  newCustomer,
  refundedInStripe,
  stackDb,
  stripeRefundCount,
  type Customer,
} from "../support/checkout";
import { createCustomer, orderDocument } from "../support/customerOrders";
import { ledgerOfOrder } from "../support/earnings";
import { everyQueuePage, expectPagedOldestFirst, type QueueRoute } from "../support/queuePages";
import { mailsAbout, paidOrder, studioArtist } from "../support/paidOrders";
import { uploadToSignedUrl } from "../support/signedUploads";

/**
 * What an order owes besides the song, through the API: the artist cannot submit without every owed
 * item, the customer receives the instrumental and the lyrics (and nobody else does), the address
 * can be corrected until the item ships, and a physical item refunded before it ships is refunded
 * once, whoever asks how often, without touching the artist's share.
 */

const admin = suiteAdmin();

const SLOW = { timeout: 120_000 };
const WAV = synthesizeSong({ key: 60, bpm: 90, seed: "deliverables", seconds: 2 });
const LYRICS = "Verse 1\nWe met where the river bends\n\nChorus\nSing it loud, sing it true";
const NEW_ADDRESS = {
  name: "Rose Baker",
  line1: "44 Harbour Road",
  line2: "",
  city: "Seattle",
  state: "WA",
  postalCode: "98101",
  country: "US",
};

const put = <T>(path: string, token: string, body: unknown) =>
  api<T & Partial<ApiErrorBody>>(path, { method: "PUT", token, body });

/** A Premium order with the instrumental and the framed print, paid on the hosted page with a shipping address, offered to `artistId`. */
const paidPremiumWithExtras = (customer: Customer, artistId: string) =>
  paidOrder(
    customer,
    { artistId, recipientName: "Ada Deliverables", addOns: ["instrumental", "lyrics-print"] },
    { shipping: true },
  );

/** Uploads one audio item as the browser does (signed PUT) and completes it: attached to the next submission. */
async function attach(maker: TestArtist, orderId: string, item: "song" | "instrumental") {
  const path = `/api/studio/orders/${orderId}/song-uploads`;
  const issued = await uploadToSignedUrl(
    path,
    maker.idToken,
    { fileName: `${item}.wav`, contentType: "audio/wav", item },
    WAV,
  );
  const completed = await postAs<{ message: string }>(`${path}/${issued.uploadId}/complete`, maker.idToken);
  expect(completed.status, completed.text).toBe(200);
  expect(completed.body.message).toBe(DELIVERY_MESSAGES.fileAttached);
}

const submit = (maker: TestArtist, orderId: string, body: unknown) =>
  postAs<{ message: string }>(`/api/studio/orders/${orderId}/submission`, maker.idToken, body);
const customerOrder = async (customer: Customer, orderId: string): Promise<OrderView> =>
  orderViewSchema.parse((await api<OrderView>(`/api/orders/${orderId}`, { token: customer.token })).body);
const step = (orderId: string, body: unknown) =>
  postAs(`/api/admin/orders/${orderId}/items/lyrics_print/steps`, admin.idToken, body);

/** The "To ship" queue as the admins read it. */
const SHIPPING: QueueRoute<ShippingQueue> = {
  path: "/api/admin/shipping",
  get token() {
    return admin.idToken;
  },
  parse: (body) => shippingQueueSchema.parse(body),
  idsOf: (page) => page.orders.map((entry) => entry.orderId),
};
const wholeShippingQueue = async () => (await everyQueuePage(SHIPPING)).flatMap((page) => page.orders);

/** An order whose song, instrumental and lyrics the artist submitted and an admin released. */
async function releasedOrder(): Promise<{ customer: Customer; maker: TestArtist; orderId: string }> {
  const [maker, customer] = await Promise.all([studioArtist(), newCustomer()]);
  const orderId = await paidPremiumWithExtras(customer, maker.artistId);
  expect((await postAs(`/api/studio/orders/${orderId}/accept`, maker.idToken)).status).toBe(200);
  await attach(maker, orderId, "song");
  await attach(maker, orderId, "instrumental");
  expect((await submit(maker, orderId, { lyrics: LYRICS })).status).toBe(200);
  const released = await postAs(`/api/admin/orders/${orderId}/song-checks/release`, admin.idToken);
  expect(released.status, released.text).toBe(200);
  return { customer, maker, orderId };
}

describe("an artist's submission", SLOW, () => {
  it("is refused with the domain's message while an owed item is missing, and keeps every version handed in", async () => {
    const [maker, customer] = await Promise.all([studioArtist(), newCustomer()]);
    const orderId = await paidPremiumWithExtras(customer, maker.artistId);
    expect((await postAs(`/api/studio/orders/${orderId}/accept`, maker.idToken)).status).toBe(200);

    // Nothing uploaded: every file is named, with the lyrics given.
    const empty = await submit(maker, orderId, { lyrics: LYRICS });
    expect(empty.status).toBe(409);
    expect(empty.body.error).toEqual({
      code: "delivery_incomplete",
      message: missingItemsMessage(["song", "instrumental"], "submitting"),
    });

    // The song alone: the instrumental is still owed.
    await attach(maker, orderId, "song");
    const withoutInstrumental = await submit(maker, orderId, { lyrics: LYRICS });
    expect(withoutInstrumental.status).toBe(409);
    expect(withoutInstrumental.body.error?.message).toBe(missingItemsMessage(["instrumental"], "submitting"));

    // Both files but no lyrics: the field's message; too long: the limit's.
    await attach(maker, orderId, "instrumental");
    const noLyrics = await submit(maker, orderId, { lyrics: "   " });
    expect(noLyrics.status).toBe(400);
    expect(noLyrics.body.error?.fields?.lyrics).toBe(DELIVERY_MESSAGES.lyricsRequired);
    const tooLong = await submit(maker, orderId, { lyrics: "la ".repeat(2000) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error?.fields?.lyrics).toBe(DELIVERY_MESSAGES.lyricsTooLong);
    expect((await stackDb().collection("orders").doc(orderId).get()).get("work.stage")).toBe("in_progress");

    // All three: in the song check, each item a first version.
    const submitted = await submit(maker, orderId, { lyrics: LYRICS });
    expect(submitted.status, submitted.text).toBe(200);
    const view = artistOrderViewSchema.parse(
      (await api(`/api/studio/orders/${orderId}`, { token: maker.idToken })).body,
    );
    expect(view.stage).toBe("song_check");
    expect(view.delivery.versions.map((version) => [version.item, version.number]).sort()).toEqual([
      ["instrumental", 1],
      ["lyrics", 1],
      ["song", 1],
    ]);

    // Sent back: a revision changes the lyrics only; the earlier versions stay listed.
    expect(
      (
        await postAs(`/api/admin/orders/${orderId}/song-checks/send-back`, admin.idToken, {
          notes: "Second verse, please",
        })
      ).status,
    ).toBe(200);
    expect((await submit(maker, orderId, { lyrics: LYRICS })).body.error?.message).toBe(REFUSAL_MESSAGES.nothing_new);
    expect(
      (await submit(maker, orderId, { lyrics: `${LYRICS}\n\nVerse 2\nAnd the river kept our names` })).status,
    ).toBe(200);
    const revised = artistOrderViewSchema.parse(
      (await api(`/api/studio/orders/${orderId}`, { token: maker.idToken })).body,
    );
    expect(
      revised.delivery.versions.filter((version) => version.item === "lyrics").map((version) => version.number),
    ).toEqual([1, 2]);
    expect(revised.delivery.versions.filter((version) => version.item === "song")).toHaveLength(1);
  });
});

describe("what the customer receives", SLOW, () => {
  it("gives the owner the song, the instrumental and the lyrics; another customer gets 404 for each", async () => {
    const { customer, orderId } = await releasedOrder();
    const mine = await customerOrder(customer, orderId);
    expect(mine.fulfilment).toMatchObject({ hasInstrumental: true, lyrics: LYRICS, shareLyrics: false });
    for (const path of ["stream", "download", "instrumental/stream", "instrumental/download"]) {
      const file = await postAs<{ url: string }>(`/api/orders/${orderId}/${path}`, customer.token);
      expect(file.status, `${path}: ${file.text}`).toBe(200);
      expect((await fetch(file.body.url)).status).toBe(200);
    }

    const stranger = await newCustomer();
    const theirs = await api(`/api/orders/${orderId}`, { token: stranger.token });
    expect(theirs.status).toBe(404);
    expect(theirs.text).not.toContain("river bends");
    for (const path of ["stream", "download", "instrumental/stream", "instrumental/download"]) {
      expect((await postAs(`/api/orders/${orderId}/${path}`, stranger.token)).status, path).toBe(404);
    }
    expect((await put(`/api/orders/${orderId}/lyrics-sharing`, stranger.token, { share: true })).status).toBe(404);
    expect((await put(`/api/orders/${orderId}/shipping-address`, stranger.token, NEW_ADDRESS)).status).toBe(404);
  });

  it("shows the lyrics on the listening link only once the customer switches sharing them on", async () => {
    const { customer, orderId } = await releasedOrder();
    const link = await postAs<{ token: string }>(`/api/orders/${orderId}/share`, customer.token);
    const listen = async () => (await api<{ lyrics: string | null }>(`/api/listen/${link.body.token}`)).body.lyrics;
    expect(await listen()).toBeNull();
    expect((await put(`/api/orders/${orderId}/lyrics-sharing`, customer.token, { share: true })).status).toBe(200);
    expect(await listen()).toBe(LYRICS);
    expect((await put(`/api/orders/${orderId}/lyrics-sharing`, customer.token, { share: false })).status).toBe(200);
    expect(await listen()).toBeNull();
  });
});

describe("the framed print on its way", SLOW, () => {
  it("is queued, made and shipped with its tracking and an email; the address can be corrected until then and not after", async () => {
    const { customer, orderId } = await releasedOrder();
    expect(
      (await wholeShippingQueue())
        .find((entry) => entry.orderId === orderId)
        ?.shipments.map((shipment) => [shipment.item, shipment.state]),
    ).toEqual([["lyrics_print", "pending"]]);

    const corrected = await put<OrderView>(`/api/orders/${orderId}/shipping-address`, customer.token, NEW_ADDRESS);
    expect(corrected.status, corrected.text).toBe(200);
    expect(corrected.body.fulfilment?.shippingAddress).toMatchObject({ line1: "44 Harbour Road", city: "Seattle" });

    expect((await step(orderId, { to: "shipped", carrier: "USPS", trackingNumber: "" })).status).toBe(400);
    expect((await step(orderId, { to: "made" })).status).toBe(200);
    expect(
      (await step(orderId, { to: "shipped", carrier: "USPS", trackingNumber: "9400 1000 0000 0000 0000 00" })).status,
    ).toBe(200);

    const shipped = await customerOrder(customer, orderId);
    expect(shipped.fulfilment?.shipments).toEqual([
      expect.objectContaining({
        item: "lyrics_print",
        state: "shipped",
        carrier: "USPS",
        trackingNumber: "9400 1000 0000 0000 0000 00",
      }),
    ]);
    expect(shipped.fulfilment?.canChangeAddress).toBe(false);
    const mails = await mailsAbout(orderId);
    const shippingMail = mails.find((mail) =>
      String(mail.get("message.text") ?? "").includes("9400 1000 0000 0000 0000 00"),
    );
    expect(shippingMail?.get("to")).toBe(
      (await stackDb().collection("orders").doc(orderId).get()).get("customerEmail"),
    );
    expect(shippingMail?.get("message.subject")).toBe("The framed lyrics print for Ada Deliverables is on its way");

    const late = await put(`/api/orders/${orderId}/shipping-address`, customer.token, {
      ...NEW_ADDRESS,
      line1: "1 Too Late Street",
    });
    expect(late.status).toBe(409);
    expect((late.body as Partial<ApiErrorBody>).error).toEqual({
      code: "address_locked",
      message: REFUSAL_MESSAGES.address_locked,
    });
    expect((await customerOrder(customer, orderId)).fulfilment?.shippingAddress?.line1).toBe("44 Harbour Road");

    // Shipped: no refund of the item any more.
    expect(
      (await postAs(`/api/admin/orders/${orderId}/items/lyrics_print/refund`, admin.idToken, { amountCents: 2500 }))
        .body.error?.code,
    ).toBe("item_shipped");
  });

  it("refunds an unshipped print once under three concurrent requests, and leaves the artist's earnings as they were", async () => {
    const { orderId } = await releasedOrder();
    const ledgerBefore = await ledgerOfOrder(orderId);
    expect(ledgerBefore.length).toBeGreaterThan(0);

    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        postAs(`/api/admin/orders/${orderId}/items/lyrics_print/refund`, admin.idToken, { amountCents: 2500 }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);

    const order = await eventually(
      () => stackDb().collection("orders").doc(orderId).get(),
      (snapshot) => (snapshot.get("refundedCents") as number) > 0,
      "the print's refund recorded",
    );
    expect(order.get("refundedCents")).toBe(2500);
    expect(
      (order.get("refunds") as { item?: string; amountCents: number }[]).map((refund) => [
        refund.item,
        refund.amountCents,
      ]),
    ).toEqual([["lyrics_print", 2500]]);
    const paymentIntent = order.get("paymentIntentId") as string;
    expect(await stripeRefundCount(paymentIntent)).toBe(1);
    expect(await refundedInStripe(paymentIntent)).toBe(2500);

    // Asked again after it was done: still one refund, the item out of the queue, the artist's share untouched.
    expect(
      (await postAs(`/api/admin/orders/${orderId}/items/lyrics_print/refund`, admin.idToken, { amountCents: 2500 }))
        .status,
    ).toBe(200);
    await runScheduled(SWEEP);
    expect(await stripeRefundCount(paymentIntent)).toBe(1);
    expect(await refundedInStripe(paymentIntent)).toBe(2500);
    expect((await wholeShippingQueue()).map((entry) => entry.orderId)).not.toContain(orderId);
    expect(await ledgerOfOrder(orderId)).toEqual(ledgerBefore);
  });
});

describe('the "To ship" queue', SLOW, () => {
  it("comes 50 a page, released first first, with how many wait; a forged cursor gets 400", async () => {
    const customer = await createCustomer();
    // Released before anything else on the stack, so they lead the queue.
    const releasedLongAgo = Date.now() - 3 * 365 * 86_400_000;
    const waiting = Array.from({ length: 55 }, (_, i) =>
      orderDocument(
        customer,
        { status: "completed", recipientName: `Queue ${i}`, addOns: ["lyrics-print"] },
        { songPath: `songs/queue-${i}.wav`, releasedAt: new Date(releasedLongAgo + i * 60_000) },
      ),
    );
    await expectPagedOldestFirst(SHIPPING, "orders", waiting);
  });
});
