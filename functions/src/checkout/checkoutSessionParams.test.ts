import { describe, expect, it } from "vitest";
import type { StoredStripeCatalogue } from "../stripe";
import { needsShippingAddress } from "@songs/domain";
import { checkoutSessionParams } from "./checkoutSessionParams";

const base = { userId: "user-1", email: "buyer@example.com", siteUrl: "https://songs.example.com", stored: null };

const stored: StoredStripeCatalogue = {
  packages: { basic: "price_basic", premium: "price_premium", deluxe: "price_deluxe" },
  addOns: {
    rush: "price_rush",
    "extra-verse": "price_verse",
    instrumental: "price_instr",
    "lyrics-print": "price_print",
  },
  priceCents: {
    price_basic: 2499,
    price_premium: 4999,
    price_deluxe: 12900,
    price_rush: 2500,
    price_verse: 1500,
    price_instr: 1000,
    price_print: 2500,
  },
};

describe("checkout session parameters", () => {
  it("carries a checked promotion code as the session's one discount, and none without one", () => {
    const order = { package: "premium", addOns: [] } as const;
    expect(checkoutSessionParams({ ...base, order, promotionCodeId: "promo_1" }).discounts).toEqual([
      { promotion_code: "promo_1" },
    ]);
    expect(checkoutSessionParams({ ...base, order }).discounts).toBeUndefined();
  });

  it("charges the package and each distinct add-on at catalogue prices when nothing was seeded", () => {
    const params = checkoutSessionParams({
      ...base,
      order: { package: "premium", addOns: ["rush", "rush", "instrumental"] },
    });
    expect(params.line_items).toEqual([
      { price_data: { currency: "usd", unit_amount: 4999, product_data: { name: "Premium Song" } }, quantity: 1 },
      {
        price_data: { currency: "usd", unit_amount: 2500, product_data: { name: "Rush Delivery, 24-48 hours" } },
        quantity: 1,
      },
      {
        price_data: { currency: "usd", unit_amount: 1000, product_data: { name: "Instrumental Version" } },
        quantity: 1,
      },
    ]);
  });

  it("uses the seeded price ids when they are stored", () => {
    const params = checkoutSessionParams({ ...base, stored, order: { package: "basic", addOns: ["extra-verse"] } });
    expect(params.line_items).toEqual([
      { price: "price_basic", quantity: 1 },
      { price: "price_verse", quantity: 1 },
    ]);
  });

  it("falls back to the catalogue amount for a seeded price whose amount is out of date", () => {
    const outdated = { ...stored, priceCents: { ...stored.priceCents, price_basic: 1999 } };
    const params = checkoutSessionParams({ ...base, stored: outdated, order: { package: "basic", addOns: [] } });
    expect(params.line_items).toEqual([
      { price_data: { currency: "usd", unit_amount: 2499, product_data: { name: "Basic Song" } }, quantity: 1 },
    ]);
  });

  it("returns to the success and cancel pages and names the customer without the story", () => {
    const params = checkoutSessionParams({ ...base, order: { package: "basic", addOns: [] } });
    expect(params).toMatchObject({
      mode: "payment",
      client_reference_id: "user-1",
      customer_email: "buyer@example.com",
      metadata: { userId: "user-1", package: "basic" },
      payment_intent_data: { metadata: { userId: "user-1" } },
      success_url: "https://songs.example.com/payment-success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "https://songs.example.com/payment-cancelled",
    });
    expect(checkoutSessionParams({ ...base, email: null, order: { package: "basic", addOns: [] } })).not.toHaveProperty(
      "customer_email",
    );
  });

  it("offers cards only, the one kind of payment an order is fulfilled for at once", () => {
    expect(
      checkoutSessionParams({ ...base, order: { package: "basic", addOns: [] } }).allowed_payment_method_types,
    ).toEqual(["card"]);
  });

  it("asks for a shipping address only when the order holds the Deluxe CD or the Framed Lyrics Print", () => {
    expect(needsShippingAddress({ package: "deluxe", addOns: [] })).toBe(true);
    expect(needsShippingAddress({ package: "basic", addOns: ["lyrics-print"] })).toBe(true);
    expect(needsShippingAddress({ package: "premium", addOns: ["rush", "extra-verse", "instrumental"] })).toBe(false);
    expect(
      checkoutSessionParams({ ...base, order: { package: "deluxe", addOns: [] } }).shipping_address_collection,
    ).toEqual({
      allowed_countries: ["US", "CA", "GB", "AU", "IE", "NZ"],
    });
    expect(checkoutSessionParams({ ...base, order: { package: "premium", addOns: [] } })).not.toHaveProperty(
      "shipping_address_collection",
    );
  });
});
