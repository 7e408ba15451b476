import { describe, expect, it } from "vitest";
import { outstandingOf, songGiftDifferenceCents, songGiftValidUntil } from "./songGifts";

describe("a song gift's difference", () => {
  it("is nothing for what the gift covers, or less", () => {
    expect(songGiftDifferenceCents({ package: "premium", addOns: [] }, { package: "premium", addOns: [] })).toBe(0);
    expect(songGiftDifferenceCents({ package: "premium", addOns: ["rush"] }, { package: "basic", addOns: [] })).toBe(0);
  });

  it("is the added Instrumental's $10 only on a covered Premium", () => {
    expect(
      songGiftDifferenceCents({ package: "premium", addOns: [] }, { package: "premium", addOns: ["instrumental"] }),
    ).toBe(1000);
  });

  it("is a bigger package's price difference plus each add-on the gift does not cover, once", () => {
    expect(
      songGiftDifferenceCents(
        { package: "premium", addOns: ["rush"] },
        { package: "deluxe", addOns: ["rush", "extra-verse", "extra-verse"] },
      ),
    ).toBe(12900 - 4999 + 1500);
  });
});

describe("a song gift's validity", () => {
  it("lasts five years from its sale", () => {
    expect(songGiftValidUntil(new Date("2026-12-07T10:00:00Z")).toISOString()).toBe("2031-12-07T10:00:00.000Z");
  });

  it("owes what was sold and neither redeemed nor refunded", () => {
    expect(
      outstandingOf({
        soldCount: 3,
        soldCents: 15000,
        redeemedCount: 1,
        redeemedCents: 4999,
        refundedCount: 1,
        refundedCents: 2499,
      }),
    ).toEqual({ count: 1, cents: 7502 });
  });
});
