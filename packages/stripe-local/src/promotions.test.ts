/**
 * Coupons, promotion codes and discounts on Checkout Sessions through stripe-node: the objects and
 * their refusals; a session with a code carries the amounts after discount into its line items,
 * PaymentIntent, charge and events; the code is checked again when the session is paid, and counted
 * once paid.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type Stripe from "stripe";
import { type StripeLocal } from "./server";
import { GOOD_FORM } from "./testing";
import { createSession, paidCharge, postForm, sentEvents, startLocal, stripeError } from "./testSupport";

let local: StripeLocal;
let stripe: Stripe;

beforeAll(async () => {
  ({ local, stripe } = await startLocal());
});
afterAll(async () => {
  await local.stop();
});

let seq = 0;
/** A fresh customer-facing code, so tests never meet each other's codes. */
const freshCode = (prefix: string) => `${prefix}${++seq}X${Date.now() % 100000}`;

async function promotionCode(
  coupon: Stripe.CouponCreateParams,
  extra: Partial<Stripe.PromotionCodeCreateParams> = {},
): Promise<Stripe.PromotionCode> {
  const created = await stripe.coupons.create(coupon);
  return stripe.promotionCodes.create({
    promotion: { type: "coupon", coupon: created.id },
    code: freshCode("SONG"),
    ...extra,
  });
}

describe("coupons", () => {
  it("creates, reads, renames, lists and deletes coupons with Stripe's shapes", async () => {
    const product = await stripe.products.create({ name: "Premium Song" });
    const coupon = await stripe.coupons.create({
      id: freshCode("SPRING"),
      percent_off: 20,
      duration: "once",
      name: "Spring 20%",
      max_redemptions: 100,
      applies_to: { products: [product.id] },
      metadata: { campaign: "spring" },
    });
    expect(coupon).toMatchObject({
      object: "coupon",
      percent_off: 20,
      amount_off: null,
      currency: null,
      duration: "once",
      duration_in_months: null,
      max_redemptions: 100,
      redeem_by: null,
      times_redeemed: 0,
      valid: true,
      livemode: false,
      name: "Spring 20%",
      metadata: { campaign: "spring" },
    });
    expect(coupon.applies_to).toBeUndefined();
    const withProducts = await stripe.coupons.retrieve(coupon.id, { expand: ["applies_to"] });
    expect(withProducts.applies_to).toEqual({ products: [product.id] });

    const amountOff = await stripe.coupons.create({ amount_off: 1000, currency: "USD" });
    expect(amountOff).toMatchObject({ amount_off: 1000, currency: "usd", percent_off: null, duration: "once" });
    expect(amountOff.id).toMatch(/^[0-9A-Za-z]{8}$/);

    expect((await stripe.coupons.update(coupon.id, { name: "Spring sale", metadata: { campaign: "" } })).name).toBe(
      "Spring sale",
    );
    const page = await stripe.coupons.list({ limit: 1 });
    expect(page.data.map((c) => c.id)).toEqual([amountOff.id]);
    expect(page.has_more).toBe(true);

    expect(await stripe.coupons.del(amountOff.id)).toEqual({ id: amountOff.id, object: "coupon", deleted: true });
    expect(await stripeError(stripe.coupons.retrieve(amountOff.id))).toMatchObject({
      statusCode: 404,
      code: "resource_missing",
      message: `No such coupon: '${amountOff.id}'`,
    });
  });

  it("refuses what Stripe refuses", async () => {
    expect(
      await stripeError(stripe.coupons.create({ percent_off: 10, amount_off: 100, currency: "usd" })),
    ).toMatchObject({
      statusCode: 400,
      message: "You may only specify one of these parameters: amount_off, percent_off.",
    });
    expect(await stripeError(stripe.coupons.create({ duration: "once" }))).toMatchObject({ code: "parameter_missing" });
    expect(await stripeError(stripe.coupons.create({ amount_off: 100 }))).toMatchObject({
      code: "parameter_missing",
      param: "currency",
    });
    expect(await stripeError(stripe.coupons.create({ percent_off: 101 }))).toMatchObject({ param: "percent_off" });
    expect(await stripeError(stripe.coupons.create({ percent_off: 10, duration: "repeating" }))).toMatchObject({
      param: "duration_in_months",
    });
    expect(
      await stripeError(stripe.coupons.create({ percent_off: 10, applies_to: { products: ["prod_missing"] } })),
    ).toMatchObject({ code: "resource_missing", param: "applies_to[products][0]" });
    expect(await stripeError(stripe.coupons.create({ percent_off: 10, name: "n".repeat(41) }))).toMatchObject({
      param: "name",
    });
    const id = freshCode("ONCE");
    await stripe.coupons.create({ id, percent_off: 10 });
    expect(await stripeError(stripe.coupons.create({ id, percent_off: 10 }))).toMatchObject({
      code: "resource_already_exists",
    });
  });
});

describe("promotion codes", () => {
  it("creates a code for a coupon in the pinned API's shape and finds it by code regardless of case", async () => {
    const coupon = await stripe.coupons.create({ percent_off: 20 });
    const code = freshCode("first");
    const promo = await stripe.promotionCodes.create({
      promotion: { type: "coupon", coupon: coupon.id },
      code,
      max_redemptions: 5,
      restrictions: { first_time_transaction: true },
      metadata: { source: "newsletter" },
    });
    expect(promo).toMatchObject({
      object: "promotion_code",
      active: true,
      code,
      customer: null,
      expires_at: null,
      max_redemptions: 5,
      times_redeemed: 0,
      promotion: { type: "coupon", coupon: coupon.id },
      restrictions: { first_time_transaction: true, minimum_amount: null, minimum_amount_currency: null },
      metadata: { source: "newsletter" },
    });
    expect(promo.id).toMatch(/^promo_/);
    const found = await stripe.promotionCodes.list({
      code: code.toUpperCase(),
      active: true,
      expand: ["data.promotion.coupon"],
    });
    expect(found.data.map((p) => p.id)).toEqual([promo.id]);
    expect((found.data[0]?.promotion.coupon as Stripe.Coupon).percent_off).toBe(20);
    expect((await stripe.promotionCodes.list({ coupon: coupon.id })).data).toHaveLength(1);

    expect((await stripe.promotionCodes.update(promo.id, { active: false })).active).toBe(false);
    expect((await stripe.promotionCodes.list({ code, active: true })).data).toEqual([]);
    expect((await stripe.promotionCodes.update(promo.id, { active: true })).active).toBe(true);

    // A code is active only while its coupon can be redeemed.
    await stripe.coupons.del(coupon.id);
    expect((await stripe.promotionCodes.retrieve(promo.id)).active).toBe(false);
  });

  it("refuses a duplicate active code, the older `coupon` parameter and an unknown coupon", async () => {
    const coupon = await stripe.coupons.create({ percent_off: 10 });
    const code = freshCode("DUP");
    await stripe.promotionCodes.create({ promotion: { type: "coupon", coupon: coupon.id }, code });
    expect(
      await stripeError(
        stripe.promotionCodes.create({ promotion: { type: "coupon", coupon: coupon.id }, code: code.toLowerCase() }),
      ),
    ).toMatchObject({ statusCode: 400, param: "code" });
    expect(
      await stripeError(
        stripe.promotionCodes.create({ coupon: coupon.id } as unknown as Stripe.PromotionCodeCreateParams),
      ),
    ).toMatchObject({ code: "parameter_unknown", param: "coupon" });
    expect(
      await stripeError(stripe.promotionCodes.create({ promotion: { type: "coupon", coupon: "nope" } })),
    ).toMatchObject({ code: "resource_missing", param: "promotion[coupon]", message: "No such coupon: 'nope'" });
    expect(
      await stripeError(
        stripe.promotionCodes.create({ promotion: { type: "coupon", coupon: coupon.id }, code: "no spaces" }),
      ),
    ).toMatchObject({ param: "code" });
    expect(await stripeError(stripe.promotionCodes.retrieve("promo_nope"))).toMatchObject({
      statusCode: 404,
      message: "No such promotion code: 'promo_nope'",
    });
  });
});

describe("discounts on Checkout Sessions", () => {
  it("carries 20% off into the session, its line items, the PaymentIntent, the charge and the events, and counts the redemption", async () => {
    const promo = await promotionCode({ percent_off: 20 }, { restrictions: { first_time_transaction: true } });
    const session = await createSession(stripe, {
      customer_email: "new-customer@example.com",
      discounts: [{ promotion_code: promo.id }],
    });
    const coupon = promo.promotion.coupon as string;
    expect(session).toMatchObject({
      amount_subtotal: 7499,
      amount_total: 5999,
      total_details: { amount_discount: 1500, amount_shipping: 0, amount_tax: 0 },
      discounts: [{ coupon, promotion_code: promo.id }],
    });
    const items = await stripe.checkout.sessions.listLineItems(session.id, { expand: ["data.discounts"] });
    expect(items.data.map((li) => [li.amount_subtotal, li.amount_discount, li.amount_total])).toEqual([
      [4999, 1000, 3999],
      [2500, 500, 2000],
    ]);
    expect(items.data[0]?.discounts?.[0]).toMatchObject({
      amount: 1000,
      discount: {
        object: "discount",
        checkout_session: session.id,
        promotion_code: promo.id,
        source: { coupon, type: "coupon" },
      },
    });
    const withBreakdown = await stripe.checkout.sessions.retrieve(session.id, { expand: ["total_details.breakdown"] });
    expect(withBreakdown.total_details?.breakdown?.discounts).toMatchObject([{ amount: 1500 }]);

    const page = await (await fetch(session.url as string)).text();
    expect(page).toContain(`Discount (${promo.code})`);
    expect(page).toContain("$59.99");

    const paid = await postForm(session.url as string, { ...GOOD_FORM, email: "new-customer@example.com" });
    expect(paid.status).toBe(303);
    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ["payment_intent.latest_charge"] });
    const pi = done.payment_intent as Stripe.PaymentIntent;
    expect(pi.amount).toBe(5999);
    const charge = pi.latest_charge as Stripe.Charge;
    expect(charge.amount).toBe(5999);
    // 2.9% of $59.99 is 173.971 cents: 174 + 30.
    expect((await stripe.balanceTransactions.retrieve(charge.balance_transaction as string)).fee).toBe(204);
    const [completed] = (await sentEvents(local, "checkout.session.completed")).filter(
      (e) => (e.data.object as Stripe.Checkout.Session).id === session.id,
    );
    expect(completed?.data.object).toMatchObject({ amount_total: 5999, total_details: { amount_discount: 1500 } });

    expect((await stripe.promotionCodes.retrieve(promo.id)).times_redeemed).toBe(1);
    expect((await stripe.coupons.retrieve(coupon)).times_redeemed).toBe(1);

    // The same customer comes back: a first-order code is refused with Stripe's words.
    const again = await stripeError(
      createSession(stripe, { customer_email: "NEW-customer@example.com", discounts: [{ promotion_code: promo.id }] }),
    );
    expect(again).toMatchObject({
      statusCode: 400,
      param: "discounts[0][promotion_code]",
      message: "This promotion code cannot be redeemed because the associated customer has prior transactions.",
    });
  });

  it("takes an amount off across the items, and only from the products a coupon applies to", async () => {
    const amountOff = await stripe.coupons.create({ amount_off: 1000, currency: "usd" });
    const session = await createSession(stripe, { discounts: [{ coupon: amountOff.id }] });
    expect(session).toMatchObject({ amount_total: 6499, total_details: { amount_discount: 1000 } });
    const items = await stripe.checkout.sessions.listLineItems(session.id);
    expect(items.data.map((li) => li.amount_discount)).toEqual([667, 333]);

    const premium = await stripe.products.create({ name: "Premium Song" });
    const rush = await stripe.products.create({ name: "Rush Delivery" });
    const onlyPremium = await stripe.coupons.create({ percent_off: 50, applies_to: { products: [premium.id] } });
    const lineItems = (products: string[]) =>
      products.map((product) => ({ price_data: { currency: "usd", unit_amount: 4000, product }, quantity: 1 }));
    const both = await createSession(stripe, {
      line_items: lineItems([premium.id, rush.id]),
      discounts: [{ coupon: onlyPremium.id }],
    });
    expect(both).toMatchObject({ amount_subtotal: 8000, amount_total: 6000 });
    const refused = await stripeError(
      createSession(stripe, { line_items: lineItems([rush.id]), discounts: [{ coupon: onlyPremium.id }] }),
    );
    expect(refused).toMatchObject({ statusCode: 400, param: "discounts[0][coupon]" });

    const euros = await stripe.coupons.create({ amount_off: 500, currency: "eur" });
    expect(await stripeError(createSession(stripe, { discounts: [{ coupon: euros.id }] }))).toMatchObject({
      param: "discounts[0][coupon]",
    });
  });

  it("refuses inactive, expired, used-up, too-small and other customers' codes, and expired coupons", async () => {
    const refusal = async (discount: Stripe.Checkout.SessionCreateParams.Discount, extra = {}) =>
      stripeError(createSession(stripe, { discounts: [discount], ...extra }));

    const inactive = await promotionCode({ percent_off: 10 }, { active: false });
    expect(await refusal({ promotion_code: inactive.id })).toMatchObject({
      message: "This promotion code cannot be redeemed because it is inactive.",
      param: "discounts[0][promotion_code]",
    });

    const usedUp = await promotionCode({ percent_off: 10 }, { max_redemptions: 1 });
    await paidCharge(stripe, {}, { customer_email: "once@example.com", discounts: [{ promotion_code: usedUp.id }] });
    expect(await refusal({ promotion_code: usedUp.id })).toMatchObject({
      message: "This promotion code cannot be redeemed because it has been used the maximum number of times.",
    });

    const minimum = await promotionCode(
      { percent_off: 10 },
      { restrictions: { minimum_amount: 10000, minimum_amount_currency: "usd" } },
    );
    expect((await refusal({ promotion_code: minimum.id })).message).toMatch(
      /^This promotion code cannot be redeemed because/,
    );

    const customer = await stripe.customers.create({ email: "vip@example.com" });
    const personal = await promotionCode({ percent_off: 10 }, { customer: customer.id });
    expect((await refusal({ promotion_code: personal.id })).param).toBe("discounts[0][promotion_code]");
    const forThem = await createSession(stripe, {
      customer_email: undefined,
      customer: customer.id,
      discounts: [{ promotion_code: personal.id }],
    });
    expect(forThem).toMatchObject({ customer: customer.id, customer_email: null, amount_total: 6749 });
    expect(await (await fetch(forThem.url as string)).text()).toContain('value="vip@example.com"');
    expect(
      await stripeError(createSession(stripe, { customer: customer.id, customer_email: "vip@example.com" })),
    ).toMatchObject({ message: "You may only specify one of these parameters: customer, customer_email." });

    const soon = Math.floor(Date.now() / 1000) + 3600;
    const expiring = await promotionCode({ percent_off: 10, redeem_by: soon + 60 }, { expires_at: soon });
    const oneShot = await stripe.coupons.create({ percent_off: 10, redeem_by: soon });
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime((soon + 1) * 1000);
      expect(await refusal({ promotion_code: expiring.id })).toMatchObject({
        message: "This promotion code cannot be redeemed because it has expired.",
      });
      expect(await refusal({ coupon: oneShot.id })).toMatchObject({
        code: "coupon_expired",
        message: `Coupon expired: ${oneShot.id}`,
        param: "discounts[0][coupon]",
      });
      expect((await stripe.coupons.retrieve(oneShot.id)).valid).toBe(false);
    } finally {
      vi.useRealTimers();
    }

    expect(await refusal({ promotion_code: "promo_nope" })).toMatchObject({
      statusCode: 404,
      message: "No such promotion code: 'promo_nope'",
    });
    expect(
      await stripeError(
        createSession(stripe, { allow_promotion_codes: true, discounts: [{ promotion_code: inactive.id }] }),
      ),
    ).toMatchObject({
      message: "You may only specify one of these parameters: allow_promotion_codes, discounts.",
      param: "allow_promotion_codes",
    });
  });

  it("refuses at payment a code used up since the session was made, and charges nothing", async () => {
    const promo = await promotionCode({ percent_off: 20 }, { max_redemptions: 1 });
    const first = await createSession(stripe, { discounts: [{ promotion_code: promo.id }] });
    const second = await createSession(stripe, { discounts: [{ promotion_code: promo.id }] });
    expect((await postForm(first.url as string, GOOD_FORM)).status).toBe(303);

    const refused = await postForm(second.url as string, GOOD_FORM);
    expect(refused.status).toBe(200);
    expect(refused.html).toContain(
      "This promotion code cannot be redeemed because it has been used the maximum number of times.",
    );
    const after = await stripe.checkout.sessions.retrieve(second.id);
    expect(after).toMatchObject({ status: "open", payment_status: "unpaid", payment_intent: null });
    expect((await stripe.promotionCodes.retrieve(promo.id)).times_redeemed).toBe(1);
  });
});
