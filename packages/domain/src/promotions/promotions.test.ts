import { describe, expect, it } from "vitest";
import { artistShareCents } from "../studio";
import {
  artistShareOfOrder,
  promotionCreateRequestSchema,
  promotionDiscountCents,
  promotionRefusalMessage,
  promotionRefusalOfStripeMessage,
} from "./promotions";

describe("promotion codes", () => {
  it("takes a percent off every item, or only the package's price when the code names packages", () => {
    expect(promotionDiscountCents({ percentOff: 20, amountOffCents: null, packages: [] }, "premium", ["rush"])).toBe(
      1000 + 500,
    );
    expect(
      promotionDiscountCents({ percentOff: 20, amountOffCents: null, packages: ["premium"] }, "premium", ["rush"]),
    ).toBe(1000);
  });

  it("takes an amount off, never more than what it discounts", () => {
    expect(promotionDiscountCents({ percentOff: null, amountOffCents: 1000, packages: [] }, "basic", [])).toBe(1000);
    expect(
      promotionDiscountCents({ percentOff: null, amountOffCents: 999_999, packages: ["basic"] }, "basic", []),
    ).toBe(2499);
  });

  it("turns Stripe's refusals into our reasons", () => {
    const because = (why: string) => `This promotion code cannot be redeemed because ${why}.`;
    expect(promotionRefusalOfStripeMessage(because("it has been used the maximum number of times"))).toBe("usedUp");
    expect(promotionRefusalOfStripeMessage(because("the associated customer has prior transactions"))).toBe(
      "firstOrderOnly",
    );
    expect(promotionRefusalOfStripeMessage(because("it has expired"))).toBe("expired");
    expect(promotionRefusalOfStripeMessage("Coupon expired: Zq3kX1")).toBe("expired");
    expect(promotionRefusalOfStripeMessage(because("it is inactive"))).toBe("inactive");
    expect(promotionRefusalOfStripeMessage("The coupon abc does not apply to any of this session's line items.")).toBe(
      "notForPackage",
    );
    expect(promotionRefusalOfStripeMessage("Your card was declined.")).toBeNull();
    expect(promotionRefusalMessage("notForPackage", "deluxe")).toBe("This code isn't for the Deluxe Package.");
  });

  it("computes the artist's share before the discount: the platform funds promotions", () => {
    expect(artistShareOfOrder("premium", ["instrumental"])).toBe(artistShareCents("premium", ["instrumental"]));
  });

  it("refuses a code without its amount, an end before its start, and characters Stripe refuses", () => {
    const base = { code: "SPRING20", kind: "percent" };
    expect(promotionCreateRequestSchema.safeParse(base).success).toBe(false);
    expect(promotionCreateRequestSchema.parse({ ...base, code: "spring20", percentOff: 20 }).code).toBe("SPRING20");
    expect(
      promotionCreateRequestSchema.safeParse({
        ...base,
        percentOff: 20,
        startsAt: "2027-01-02T00:00:00Z",
        endsAt: "2027-01-01T00:00:00Z",
      }).success,
    ).toBe(false);
    expect(promotionCreateRequestSchema.safeParse({ ...base, code: "20% OFF", percentOff: 20 }).success).toBe(false);
  });
});
