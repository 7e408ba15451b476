import { beforeAll, describe, expect, it } from "vitest";
import {
  artistShareCents,
  PROMOTION_MESSAGES,
  type ApiErrorBody,
  type EarningsResponse,
  type PromotionCheckResponse,
  type PromotionsPage,
  type PromotionView,
} from "@songs/domain";
import { adminIdToken } from "../support/adminSession";
import { api } from "../support/api";
import { releaseSong, submitToSongCheck } from "../support/artistTransfers";
import type { TestArtist } from "../support/artists";
import {
  newCustomer,
  orderRequest,
  payOnHostedPage,
  postCheckout,
  stackDb,
  startCheckout,
  verifyPayment,
  type Customer,
} from "../support/checkout";
import { studioArtist } from "../support/paidOrders";

/**
 * Promotion codes through the API: the admins create them at Stripe and page through them; a
 * customer's code is checked with Stripe's answers and ours; the Checkout Session carries the
 * discount, the order records it, and the artist's share is on the full price.
 */

let adminToken: string;
let maya: TestArtist;

const uniqueCode = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

const createCode = (body: Record<string, unknown>) =>
  api<PromotionView & Partial<ApiErrorBody>>("/api/admin/promotions", { method: "POST", token: adminToken, body });

const check = (customer: Customer, body: Record<string, unknown>) =>
  api<PromotionCheckResponse>("/api/checkout/promotion-code", { method: "POST", token: customer.token, body });

beforeAll(async () => {
  [adminToken, maya] = await Promise.all([adminIdToken(), studioArtist()]);
});

describe("the admins' promotion codes", () => {
  it("creates a code at Stripe as a coupon and its promotion code, upper case, and lists it with its uses", async () => {
    const code = uniqueCode("spring");
    const created = await createCode({ code, kind: "amount", amountOffCents: 500, maxRedemptions: 3 });
    expect(created.status, created.text).toBe(200);
    expect(created.body).toMatchObject({
      code: code.toUpperCase(),
      amountOffCents: 500,
      percentOff: null,
      maxRedemptions: 3,
      timesRedeemed: 0,
      active: true,
    });
    const listed = await api<PromotionsPage>("/api/admin/promotions", { token: adminToken });
    expect(listed.body.promotions[0]?.code).toBe(code.toUpperCase());
  });

  it("answers Stripe's refusal of a second active code with the same text on the code field", async () => {
    const code = uniqueCode("TWICE");
    expect((await createCode({ code, kind: "percent", percentOff: 10 })).status).toBe(200);
    const again = await createCode({ code, kind: "percent", percentOff: 15 });
    expect(again.status).toBe(400);
    expect(again.body.error?.fields?.code).toMatch(/already exists/);
  });

  it("refuses a code without its amount and writes nothing at Stripe", async () => {
    const code = uniqueCode("NOAMOUNT");
    const refused = await createCode({ code, kind: "percent" });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields?.percentOff).toBe("Enter the percent off");
    const customer = await newCustomer("promo-none");
    expect((await check(customer, { code, package: "basic" })).body).toEqual({
      ok: false,
      message: PROMOTION_MESSAGES.unknown,
    });
  });
});

describe("turning a code off and back on", () => {
  const setActive = (id: string, body: Record<string, unknown>, token = adminToken) =>
    api<PromotionView & Partial<ApiErrorBody>>(`/api/admin/promotions/${id}`, { method: "PATCH", token, body });

  it("stops a code at the review step and the checkout once off, lists its state, and takes it again once on", async () => {
    const code = uniqueCode("PAUSE");
    const created = await createCode({ code, kind: "percent", percentOff: 10 });
    expect(created.status, created.text).toBe(200);
    const customer = await newCustomer("promo-pause");
    expect((await check(customer, { code, package: "premium" })).body).toMatchObject({ ok: true });

    const off = await setActive(created.body.id, { active: false });
    expect(off.status, off.text).toBe(200);
    expect(off.body).toMatchObject({ id: created.body.id, code, active: false, percentOff: 10 });
    const listed = await api<PromotionsPage>("/api/admin/promotions", { token: adminToken });
    expect(listed.body.promotions.find((promotion) => promotion.id === created.body.id)?.active).toBe(false);
    expect((await check(customer, { code, package: "premium" })).body).toEqual({
      ok: false,
      message: PROMOTION_MESSAGES.inactive,
    });
    const refused = await postCheckout(customer, orderRequest({ promotionCode: code }));
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields?.promotionCode).toBe(PROMOTION_MESSAGES.inactive);

    const on = await setActive(created.body.id, { active: true });
    expect(on.status, on.text).toBe(200);
    expect(on.body.active).toBe(true);
    expect((await check(customer, { code, package: "premium" })).body).toMatchObject({ ok: true });
  });

  it("refuses what Stripe cannot change, a bad value, and an unknown code, and changes nothing", async () => {
    const code = uniqueCode("FIXED");
    const created = await createCode({ code, kind: "percent", percentOff: 10 });
    const other = await setActive(created.body.id, { active: true, percentOff: 50 });
    expect(other.status).toBe(400);
    const bad = await setActive(created.body.id, { active: "no" });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields?.active).toBe("Choose active or not");
    expect((await setActive("promo_nosuch", { active: false })).status).toBe(404);
    expect((await setActive("not-a-promotion", { active: false })).status).toBe(404);
    const customer = await newCustomer("promo-fixed");
    expect((await setActive(created.body.id, { active: false }, customer.token)).status).toBe(403);
    expect((await check(customer, { code, package: "basic" })).body).toMatchObject({ ok: true, discountCents: 250 });
  });

  it("answers Stripe's refusal to turn a code back on while another active code has its text, on the active field", async () => {
    const code = uniqueCode("AGAIN");
    const first = await createCode({ code, kind: "percent", percentOff: 10 });
    expect((await setActive(first.body.id, { active: false })).status).toBe(200);
    expect((await createCode({ code, kind: "percent", percentOff: 20 })).status).toBe(200);
    const refused = await setActive(first.body.id, { active: true });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields?.active).toBe(`An active promotion code with code: ${code} already exists.`);
  });
});

describe("a customer's promotion code", () => {
  it("refuses a code not for the package, and one not started yet, in our words", async () => {
    const customer = await newCustomer("promo-check");
    const deluxeOnly = uniqueCode("DELUXE");
    expect((await createCode({ code: deluxeOnly, kind: "percent", percentOff: 10, packages: ["deluxe"] })).status).toBe(
      200,
    );
    expect((await check(customer, { code: deluxeOnly, package: "premium" })).body).toEqual({
      ok: false,
      message: PROMOTION_MESSAGES.notForPackage("premium"),
    });
    expect((await check(customer, { code: deluxeOnly, package: "deluxe", addOns: ["rush"] })).body).toMatchObject({
      ok: true,
      discountCents: 1290,
    });

    const later = uniqueCode("LATER");
    const startsAt = new Date(Date.now() + 86_400_000).toISOString();
    expect((await createCode({ code: later, kind: "percent", percentOff: 10, startsAt })).status).toBe(200);
    const refused = await postCheckout(customer, orderRequest({ promotionCode: later }));
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields?.promotionCode).toBe(PROMOTION_MESSAGES.notStarted);
  });

  it("takes the discount off the charge, records it on the order, and leaves the artist's share on the full price", async () => {
    const code = uniqueCode("ARTIST");
    expect((await createCode({ code, kind: "percent", percentOff: 20 })).status).toBe(200);
    const customer = await newCustomer("promo-share");
    const { sessionId, url } = await startCheckout(customer, {
      artistId: maya.artistId,
      addOns: ["rush"],
      promotionCode: code,
    });
    expect((await payOnHostedPage(url)).status).toBe(303);
    expect((await verifyPayment(customer.token, sessionId)).status).toBe(200);

    // Premium (4999) and Rush (2500): 20% of each is 1000 and 500.
    const order = (await stackDb().collection("orders").doc(sessionId).get()).data();
    expect(order).toMatchObject({ totalCents: 5999, promotion: { code, amountOffCents: 1500 } });

    await submitToSongCheck(maya, sessionId);
    expect((await releaseSong(adminToken, sessionId)).status).toBe(200);
    const earnings = await api<EarningsResponse>("/api/studio/earnings", { token: maya.idToken });
    const release = earnings.body.entries.find((entry) => entry.orderId === sessionId && entry.kind === "release");
    expect(release).toMatchObject({ amountCents: artistShareCents("premium", ["rush"]), discounted: true });
  });
});
