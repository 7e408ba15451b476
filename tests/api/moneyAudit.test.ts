import { describe, expect, it } from "vitest";
import { auditMoney } from "../../scripts/audit/moneyAudit";
import { localStripe, newCustomer, stackDb } from "../support/checkout";
import { paidOrder } from "../support/paidOrders";

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
        expect.stringContaining("no order, not returned"),
      ]);
      await localStripe().refunds.create({ payment_intent: paymentIntentId });
      expect((await brokenDocuments()).filter((line) => line.includes(paymentIntentId))).toEqual([]);
    } finally {
      await order.set(stored);
    }
  });
});
