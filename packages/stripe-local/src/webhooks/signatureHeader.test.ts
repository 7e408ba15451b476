import { createHmac } from "node:crypto";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { signatureHeader } from "./signatureHeader";

describe("webhook signatures", () => {
  it("signs like Stripe so stripe-node verifies it", () => {
    const payload = JSON.stringify({ id: "evt_1", object: "event" });
    const header = signatureHeader(payload, "whsec_x", 1_700_000_000);
    const expected = createHmac("sha256", "whsec_x").update(`1700000000.${payload}`).digest("hex");
    expect(header).toBe(`t=1700000000,v1=${expected}`);
    const stripe = new Stripe("sk_test_x");
    const fresh = signatureHeader(payload, "whsec_x");
    expect(stripe.webhooks.constructEvent(payload, fresh, "whsec_x").id).toBe("evt_1");
    expect(fresh).toBe(
      stripe.webhooks.generateTestHeaderString({
        payload,
        secret: "whsec_x",
        timestamp: Number(/t=(\d+)/.exec(fresh)?.[1]),
      }),
    );
  });
});
