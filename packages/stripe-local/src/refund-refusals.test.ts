import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StripeLocal } from "./server";
import { localHook, paidCharge, startLocal, stripeError } from "./testSupport";

let local: StripeLocal;
let stripe: Stripe;

beforeAll(async () => {
  ({ local, stripe } = await startLocal());
});

afterAll(async () => {
  await local.stop();
});

describe("the refunds lever (POST /_local/refunds)", () => {
  it("refuses refunds in Stripe's words and shape until lifted, and replays a refusal to its idempotency key", async () => {
    const charge = await paidCharge(stripe);
    expect(await localHook(local, "refunds", { refuse: "charge_disputed" })).toEqual({ refuse: "charge_disputed" });
    const refused = await stripeError(stripe.refunds.create({ charge: charge.id }, { idempotencyKey: "refund-1" }));
    expect(refused).toMatchObject({ statusCode: 400, type: "StripeInvalidRequestError", code: "charge_disputed", message: `Charge ${charge.id} has been charged back; cannot issue a refund.` });

    expect(await localHook(local, "refunds", { refuse: "none" })).toEqual({ refuse: "none" });
    // As on Stripe, the refusal was saved under its key: the same key answers it again.
    expect((await stripeError(stripe.refunds.create({ charge: charge.id }, { idempotencyKey: "refund-1" }))).code).toBe("charge_disputed");
    const refund = await stripe.refunds.create({ charge: charge.id }, { idempotencyKey: "refund-2" });
    expect(refund).toMatchObject({ status: "succeeded", amount: charge.amount });
  });

  it("refuses an unknown refusal with 400", async () => {
    await expect(localHook(local, "refunds", { refuse: "sometimes" })).rejects.toThrow(/answered 400/);
  });
});
