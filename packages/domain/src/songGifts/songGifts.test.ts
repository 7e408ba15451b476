import { describe, expect, it } from "vitest";
import { draftCollectsAddress, draftShippingAddress } from "../orderBuilder";
import { EMPTY_ORDER_DRAFT } from "../schemas/order";
import {
  outstandingOf,
  SONG_GIFT_MESSAGES,
  songGiftCollectsAddress,
  songGiftDifferenceCents,
  songGiftValidUntil,
} from "./songGifts";

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

describe("the address of an order a song gift pays in full", () => {
  const deluxe = { package: "deluxe", addOns: [] } as const;
  const premium = { package: "premium", addOns: [] } as const;

  it("is asked by the builder only when the gift pays it all and it holds something to post", () => {
    expect(songGiftCollectsAddress(deluxe, deluxe)).toBe(true);
    expect(
      songGiftCollectsAddress(
        { package: "premium", addOns: ["lyrics-print"] },
        { package: "basic", addOns: ["lyrics-print"] },
      ),
    ).toBe(true);
    // Nothing to post; or a difference to pay, whose Checkout asks for it.
    expect(songGiftCollectsAddress(deluxe, premium)).toBe(false);
    expect(songGiftCollectsAddress(premium, { package: "premium", addOns: ["lyrics-print"] })).toBe(false);
  });

  it("is checked on the draft with the address schema, its messages under shippingAddress", () => {
    const draft = { ...EMPTY_ORDER_DRAFT, package: "deluxe", songGiftCode: "GIFT", songGiftCovers: deluxe };
    expect(draftCollectsAddress(draft)).toBe(true);
    expect(draftCollectsAddress({ ...draft, songGiftCode: null })).toBe(false);
    expect(draftShippingAddress({ ...draft, songGiftCode: null })).toEqual({ ok: true, address: null });
    expect(draftShippingAddress(draft)).toMatchObject({ ok: false, message: SONG_GIFT_MESSAGES.addressRequired });
    const typed = {
      name: "June",
      line1: "44 Harbour Road",
      line2: "",
      city: "",
      state: "",
      postalCode: "98101",
      country: "US",
    };
    expect(draftShippingAddress({ ...draft, shippingAddress: typed })).toMatchObject({
      ok: false,
      fields: { "shippingAddress.city": "Please enter the city" },
    });
    expect(draftShippingAddress({ ...draft, shippingAddress: { ...typed, city: "Seattle" } })).toEqual({
      ok: true,
      address: { ...typed, city: "Seattle", line2: null, state: null },
    });
  });
});
