import { describe, expect, it, onTestFinished } from "vitest";
import { booksDayOf, type FollowUpRetryResponse, type OperationsPage } from "@songs/domain";
import { followUps } from "../../functions/src/followUps";
import { closeBooksDayFollowUp } from "../../functions/src/payouts/booksDays";
import { auditMoney } from "../../scripts/audit/moneyAudit";
import { adminIdToken } from "../support/adminSession";
import { api, postAs, runScheduled } from "../support/api";
import {
  eventually,
  localStripe,
  newCustomer,
  orderRequest,
  payOnHostedPage,
  stackDb,
  verifyPayment,
} from "../support/checkout";
import { bringFollowUpDue, SWEEP } from "../support/lifecycleTime";
import { paidOrder } from "../support/paidOrders";
import { arrivedCode, boughtSongGift, redeem } from "../support/songGifts";

/** `npm run audit:money`'s rules, run against the stack's database and Stripe, and the server's daily check of them. */

const brokenDocuments = async () =>
  (await auditMoney(stackDb(), localStripe())).flatMap((finding) => finding.documents);

describe("the money audit", { timeout: 240_000 }, () => {
  it("finds a paid charge with no order until it is refunded in full", async () => {
    const orderId = await paidOrder(await newCustomer());
    const order = stackDb().collection("orders").doc(orderId);
    const paymentIntentId = (await order.get()).get("paymentIntentId") as string;
    expect((await brokenDocuments()).filter((line) => line.includes(paymentIntentId))).toEqual([]);

    // The order is lost (as when a paid session could not be fulfilled): the charge is named.
    const stored = (await order.get()).data() ?? {};
    await order.delete();
    try {
      expect((await brokenDocuments()).filter((line) => line.includes(paymentIntentId))).toEqual([
        expect.stringContaining("no order, not returned"),
      ]);
      await localStripe().refunds.create({ payment_intent: paymentIntentId });
      expect((await brokenDocuments()).filter((line) => line.includes(paymentIntentId))).toEqual([]);
    } finally {
      await order.set(stored);
    }
  });

  it("counts a song gift's payment as the gift, until the gift is refunded without its payment", async () => {
    const giftId = await boughtSongGift(await newCustomer("audit-giver"));
    const gift = stackDb().collection("songGifts").doc(giftId);
    const paymentIntentId = (await gift.get()).get("paymentIntentId") as string;
    expect((await brokenDocuments()).filter((line) => line.includes(paymentIntentId))).toEqual([]);

    // Marked refunded while Stripe kept the money (as when the refund failed): the charge is named.
    await gift.update({ state: "refunded" });
    try {
      expect((await brokenDocuments()).filter((line) => line.includes(paymentIntentId))).toEqual([
        expect.stringContaining("no order, not returned"),
      ]);
    } finally {
      await localStripe().refunds.create({ payment_intent: paymentIntentId });
    }
  });

  it("splits a song gift's order over the gift's charge and the difference's, and names it when they disagree", async () => {
    const giftId = await boughtSongGift(await newCustomer("audit-giver"));
    const { code } = await arrivedCode(giftId);
    const recipient = await newCustomer("audit-recipient");
    // A premium song given ($49.99); the recipient adds the Instrumental and pays its $10.00 by card.
    const started = await redeem(recipient, code, orderRequest({ package: "premium", addOns: ["instrumental"] }));
    expect(started.body).toMatchObject({ outcome: "pay_difference", differenceCents: 1000 });
    const { sessionId, url } = started.body as { sessionId: string; url: string };
    expect((await payOnHostedPage(url)).status).toBe(303);
    expect((await verifyPayment(recipient.token, sessionId)).status).toBe(200);
    const orderLines = async () => (await brokenDocuments()).filter((line) => line.includes(`order ${sessionId}`));
    expect(await orderLines()).toEqual([]);

    // The gift's record says its giver paid $10.00 more than Stripe charged: the order's money no longer splits.
    const gift = stackDb().collection("songGifts").doc(giftId);
    const amountCents = (await gift.get()).get("amountCents") as number;
    await gift.update({ amountCents: amountCents + 1000 });
    try {
      expect(await orderLines()).toEqual([
        expect.stringContaining("paid $59.99 ≠ $0.00 returned + $0.00 to the artist + $69.99 to the platform"),
      ]);
    } finally {
      await gift.update({ amountCents });
    }
    expect(await orderLines()).toEqual([]);
  });
});

describe("the day's money check on the server", { timeout: 240_000 }, () => {
  it("raises an Operations item about the order whose payment does not split, until a retry finds it holding", async () => {
    const admin = await adminIdToken();
    const orderId = await paidOrder(await newCustomer());
    const order = stackDb().collection("orders").doc(orderId);
    const totalCents = (await order.get()).get("totalCents") as number;
    // The order's record says it was charged $10 more than Stripe charged.
    await order.update({ totalCents: totalCents + 1000 });

    // Today's close runs (again: its check is written once a day, so an earlier one is set aside), and writes the day's check.
    const today = booksDayOf(new Date());
    const close = closeBooksDayFollowUp(today);
    await stackDb().collection("followUps").doc(`books-${today}-money`).delete();
    // Today is put back as it was after: the reconciliation reads a day not closed yet from Stripe (adminPayouts.test.ts).
    const todayBooks = stackDb().collection("booksDays").doc(today);
    const before = (await todayBooks.get()).data();
    onTestFinished(async () => {
      await (before ? todayBooks.set(before) : todayBooks.delete());
    });
    const batch = stackDb().batch();
    followUps(stackDb()).setAll(batch, [close]);
    await batch.commit();
    await bringFollowUpDue(close.id);
    await runScheduled(SWEEP);
    await eventually(
      async () => (await stackDb().collection("followUps").doc(`books-${today}-money`).get()).get("state") as unknown,
      (state) => state === "done",
      "the day's money check",
    );

    const itemId = `${orderId}-money-order_split`;
    const item = await eventually(
      async () => (await stackDb().collection("followUps").doc(itemId).get()).data(),
      (found) => found?.state === "failed",
      "the order's money difference on Operations",
    );
    expect(item?.lastError).toContain(`order ${orderId}`);
    expect(item?.lastError).toContain("to the platform");
    const listed = await api<OperationsPage<"failingFollowUps">>("/api/admin/operations", {
      token: admin,
      query: { list: "failingFollowUps" },
    });
    expect(listed.body.rows.find((row) => row.id === itemId)).toMatchObject({
      kind: "money_difference",
      label: "Settle a money difference",
      orderId,
      aboutOrder: true,
      state: "failed",
    });

    // Still broken, Retry says so; once the order's record is right again, Retry closes it.
    const retry = () => postAs<FollowUpRetryResponse>(`/api/admin/operations/follow-ups/${itemId}/retry`, admin);
    expect((await retry()).body.outcome).toBe("still_failing");
    await order.update({ totalCents });
    expect((await retry()).body.outcome).toBe("done");
  });
});
