import { describe, expect, it } from "vitest";
import { parseForm, splitKey } from "./form";

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
