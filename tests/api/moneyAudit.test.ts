import { describe, expect, it } from "vitest";
import { auditMoney } from "../../scripts/audit/moneyAudit";
import { localStripe, newCustomer, stackDb } from "../support/checkout";
import { paidOrder } from "../support/paidOrders";
import { boughtSongGift } from "../support/songGifts";

/** `npm run audit:money`'s rules, run against the stack's database and Stripe. */

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
        expect.stringContaining("no order, not refunded"),
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
        expect.stringContaining("no order, not refunded"),
      ]);
    } finally {
      await localStripe().refunds.create({ payment_intent: paymentIntentId });
    }
  });
});
