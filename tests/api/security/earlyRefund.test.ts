import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IN_PROCESS_WEBHOOK_SECRET, postSignedEvent, startApiInProcess, stripeEvent } from "../../support/checkout";
import { createCustomer, createOrder, stackFirestore } from "../../support/customerOrders";

/**
 * Threat: a refund lost because Stripe delivered `charge.refunded` before the order existed (its
 * `checkout.session.completed` still on the way). The webhook must answer so that Stripe retries,
 * write nothing, and record the refund exactly once when a retry finds the order.
 */

let inProcess: { url: string; close: () => void };

beforeAll(async () => {
  inProcess = await startApiInProcess();
}, 120_000);

afterAll(() => inProcess.close());

function chargeRefundedEvent(paymentIntentId: string, amountCents: number) {
  const chargeId = `ch_${randomUUID().replaceAll("-", "")}`;
  return stripeEvent("charge.refunded", {
    object: {
      id: chargeId,
      object: "charge",
      amount: 6499,
      amount_refunded: amountCents,
      payment_intent: paymentIntentId,
      refunded: amountCents === 6499,
      currency: "usd",
    },
    previous_attributes: { amount_refunded: 0, refunded: false },
  });
}

describe("a refund that arrives before its order", () => {
  it(
    "is answered so that Stripe retries, writes nothing, and is recorded once when a retry finds the order",
    { timeout: 120_000 },
    async () => {
      const orderId = `cs_test_${randomUUID().replaceAll("-", "")}`;
      const event = chargeRefundedEvent(`pi_${orderId}`, 2000);
      const webhook = `${inProcess.url}/api/stripe/webhook`;

      const early = await postSignedEvent(webhook, event, IN_PROCESS_WEBHOOK_SECRET);
      expect(early.status).toBe(409);
      expect(await early.json()).toMatchObject({ error: { code: "order_not_found_yet" } });
      expect((await stackFirestore().collection("orders").doc(orderId).get()).exists).toBe(false);

      await createOrder(await createCustomer(), { id: orderId });
      const retries = await Promise.all([1, 2].map(() => postSignedEvent(webhook, event, IN_PROCESS_WEBHOOK_SECRET)));
      expect(retries.map((retry) => retry.status)).toEqual([200, 200]);

      const order = stackFirestore().collection("orders").doc(orderId);
      const refunds = ((await order.get()).get("refunds") ?? []) as { amountCents: number }[];
      expect(refunds.map((refund) => refund.amountCents)).toEqual([2000]);
      expect((await order.get()).get("refundedCents")).toBe(2000);
    },
  );
});
