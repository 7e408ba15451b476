import { describe, expect, it } from "vitest";
import { parseForm, splitKey } from "./form";
import { luhn, parseExpiry, MESSAGES } from "./cards";
import { signatureHeader } from "./webhooks";
import { createHmac } from "node:crypto";
import Stripe from "stripe";

describe("Stripe form encoding", () => {
  it("nests brackets and builds arrays from indexes and []", () => {
    const body =
      "mode=payment&line_items[0][price_data][product_data][name]=Basic%20Song&line_items[0][quantity]=1" +
      "&line_items[1][price]=price_1&metadata[user_id]=u1&expand[]=line_items&expand[]=payment_intent" +
      "&shipping_address_collection[allowed_countries][0]=US&shipping_address_collection[allowed_countries][1]=CA";
    expect(parseForm(body)).toEqual({
      mode: "payment",
      line_items: [{ price_data: { product_data: { name: "Basic Song" } }, quantity: "1" }, { price: "price_1" }],
      metadata: { user_id: "u1" },
      expand: ["line_items", "payment_intent"],
      shipping_address_collection: { allowed_countries: ["US", "CA"] },
    });
  });

  it("orders indexes numerically", () => {
    const body = Array.from({ length: 12 }, (_, i) => `lookup_keys[${11 - i}]=k${11 - i}`).join("&");
    expect(parseForm(body).lookup_keys).toEqual(Array.from({ length: 12 }, (_, i) => `k${i}`));
  });

  it("splits keys and refuses malformed ones", () => {
    expect(splitKey("a[b][0][]")).toEqual(["a", "b", "0", ""]);
    expect(splitKey("a[b")).toBeNull();
    expect(parseForm("a[b=1")).toEqual({ "a[b": "1" });
  });
});

describe("card checks", () => {
  it("knows Luhn", () => {
    expect(luhn("4242424242424242")).toBe(true);
    expect(luhn("4242424242424241")).toBe(false);
  });

  it("reads MM / YY expiries and says what is wrong", () => {
    const now = new Date(2030, 5, 15);
    expect(parseExpiry("12 / 31", now)).toEqual({ month: 12, year: 2031 });
    expect(parseExpiry("0631", now)).toEqual({ month: 6, year: 2031 });
    expect(parseExpiry("06/2030", now)).toEqual({ month: 6, year: 2030 });
    expect(parseExpiry("05 / 30", now)).toEqual({ error: MESSAGES.expiryDatePast });
    expect(parseExpiry("05 / 29", now)).toEqual({ error: MESSAGES.expiryYearPast });
    expect(parseExpiry("13 / 31", now)).toEqual({ error: MESSAGES.expiryMonthInvalid });
    expect(parseExpiry("1", now)).toEqual({ error: MESSAGES.expiryIncomplete });
  });
});

describe("webhook signatures", () => {
  it("signs like Stripe so stripe-node verifies it", () => {
    const payload = JSON.stringify({ id: "evt_1", object: "event" });
    const header = signatureHeader(payload, "whsec_x", 1_700_000_000);
    const expected = createHmac("sha256", "whsec_x").update(`1700000000.${payload}`).digest("hex");
    expect(header).toBe(`t=1700000000,v1=${expected}`);
    const stripe = new Stripe("sk_test_x");
    const fresh = signatureHeader(payload, "whsec_x");
    expect(stripe.webhooks.constructEvent(payload, fresh, "whsec_x").id).toBe("evt_1");
    expect(fresh).toBe(stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_x", timestamp: Number(/t=(\d+)/.exec(fresh)?.[1]) }));
  });
});
