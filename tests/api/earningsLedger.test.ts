import { beforeAll, describe, expect, it } from "vitest";
import { artistShareCents, type AdminEarningsResponse } from "@songs/domain";
import { adminIdToken } from "../support/adminSession";
import { api } from "../support/api";
import { createTestArtist, type TestArtist } from "../support/artists";
import { eventually, localStripe, stackDb } from "../support/checkout";
import { ledgerOfOrder, releaseOrder } from "../support/earnings";
import { cancelAsAdmin, paidOrderWithPayment } from "../support/paidOrders";

/** The artists' ledger against the running stack: a release once, and reversals by the real refund paths. */

const SLOW = { timeout: 120_000 };
let adminToken: string;
let artist: TestArtist;

beforeAll(async () => {
  adminToken = await adminIdToken();
  artist = await createTestArtist();
});

/** A Premium order with Rush Delivery paid through the local Stripe server's hosted page. */
const paidOrder = () => paidOrderWithPayment("ledger", { package: "premium", addOns: ["rush"] });

const cancel = (orderId: string) => cancelAsAdmin(adminToken, orderId);

// Premium (4999) and Rush (2500) at 70%: 5249.3, rounded down.
const SHARE = 5249;

describe("the release entry", SLOW, () => {
  it("records the artist's share in cents once per order", async () => {
    expect(artistShareCents("premium", ["rush"])).toBe(SHARE);
    const { orderId } = await paidOrder();
    expect(await releaseOrder(orderId, artist.artistId)).toBe(SHARE);
    expect(await releaseOrder(orderId, artist.artistId)).toBeNull();
    expect(await ledgerOfOrder(orderId)).toEqual([
      { id: `${orderId}-release`, kind: "release", amountCents: SHARE, artistId: artist.artistId },
    ]);
  });
});

describe("reversals", SLOW, () => {
  it("reverse the whole share when a released order is cancelled with a full refund", async () => {
    const { orderId, totalCents } = await paidOrder();
    await releaseOrder(orderId, artist.artistId);
    const cancelled = await cancel(orderId);
    expect(cancelled.status, cancelled.text).toBe(200);
    // The refund is the cancellation's follow-up; its record writes the reversal.
    const ledger = await eventually(
      () => ledgerOfOrder(orderId),
      (entries) => entries.length === 2,
      "the reversal",
    );
    expect(ledger).toEqual([
      { id: `${orderId}-release`, kind: "release", amountCents: SHARE, artistId: artist.artistId },
      { id: `${orderId}-refund-${totalCents}`, kind: "refund", amountCents: -SHARE, artistId: artist.artistId },
    ]);
  });

  it("reverse partial refunds in proportion, rounded down, adding up to the share, each once", async () => {
    const { orderId, paymentIntentId, totalCents } = await paidOrder();
    expect(totalCents).toBe(7499);
    await releaseOrder(orderId, artist.artistId);
    const stripe = localStripe();
    await stripe.refunds.create({ payment_intent: paymentIntentId, amount: 1000 });
    // 5249 × 1000 / 7499 = 699.96…
    await eventually(
      () => ledgerOfOrder(orderId),
      (ledger) => ledger.length === 2,
      "the first reversal",
    );
    expect((await ledgerOfOrder(orderId))[1]).toMatchObject({ id: `${orderId}-refund-1000`, amountCents: -699 });

    await stripe.refunds.create({ payment_intent: paymentIntentId });
    const ledger = await eventually(
      () => ledgerOfOrder(orderId),
      (entries) => entries.length === 3,
      "the second reversal",
    );
    expect(ledger.map((entry) => entry.amountCents)).toEqual([SHARE, -699, -(SHARE - 699)]);
    expect(ledger.reduce((total, entry) => total + entry.amountCents, 0)).toBe(0);
  });

  it("keep the artist's running totals equal to the sum of the entries", async () => {
    const stored = await stackDb().collection("earnings").where("artistId", "==", artist.artistId).get();
    const sum = stored.docs.reduce((total, doc) => total + (doc.get("amountCents") as number), 0);
    const { status, body } = await api<AdminEarningsResponse>("/api/admin/earnings", {
      token: adminToken,
      query: { artistId: artist.artistId },
    });
    expect(status).toBe(200);
    expect(stored.size).toBeGreaterThan(2);
    expect(body.totalCents).toBe(sum);
    expect(body.months.reduce((total, month) => total + month.totalCents, 0)).toBe(sum);
  });

  it("are written only for released orders", async () => {
    const { orderId } = await paidOrder();
    expect((await cancel(orderId)).status).toBe(200);
    await eventually(
      () => stackDb().collection("orders").doc(orderId).get(),
      (order) => order.get("refundedCents") > 0,
      "the refund",
    );
    expect(await ledgerOfOrder(orderId)).toEqual([]);
  });
});
