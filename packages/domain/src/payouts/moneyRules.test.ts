import { describe, expect, it } from "vitest";
import { songGiftOrderPaidCents } from "../songGifts/songGifts";
import { isChargeReturned, orderMoneyBreak, orderMoneyOf, type ChargeMoney, type OrderMoneyFacts } from "./moneyRules";

/** An order paid by one charge: `charge` stands for its `charges`. */
const paid = ({ charge, ...over }: Partial<OrderMoneyFacts> & { charge?: ChargeMoney } = {}): OrderMoneyFacts => ({
  charges: [charge ?? { amount: 4999, amount_refunded: 0, chargebackCents: 0 }],
  order: { paidCents: 4999, refundedCents: 0 },
  ledgerCents: 0,
  shareReversed: false,
  ...over,
});

const breakOf = (facts: OrderMoneyFacts) => orderMoneyBreak(orderMoneyOf(facts));

describe("isChargeReturned", () => {
  it("counts refunds and chargebacks as money returned", () => {
    expect(isChargeReturned({ amount: 4999, amount_refunded: 0, chargebackCents: 0 })).toBe(false);
    expect(isChargeReturned({ amount: 4999, amount_refunded: 1000, chargebackCents: 0 })).toBe(false);
    expect(isChargeReturned({ amount: 4999, amount_refunded: 4999, chargebackCents: 0 })).toBe(true);
    expect(isChargeReturned({ amount: 4999, amount_refunded: 0, chargebackCents: 4999 })).toBe(true);
    expect(isChargeReturned({ amount: 4999, amount_refunded: 999, chargebackCents: 4000 })).toBe(true);
  });
});

describe("orderMoneyBreak: paid = returned + the artist's share + the platform's share", () => {
  it("holds for a paid order, a released one, a partial and a full refund", () => {
    expect(breakOf(paid())).toBeNull();
    expect(orderMoneyOf(paid({ ledgerCents: 2499 }))).toEqual({
      paidCents: 4999,
      returnedCents: 0,
      chargebackCents: 0,
      artistCents: 2499,
      platformCents: 2500,
    });
    expect(breakOf(paid({ ledgerCents: 2499 }))).toBeNull();
    const partly = { amount: 4999, amount_refunded: 1000, chargebackCents: 0 };
    expect(
      breakOf(paid({ charge: partly, order: { paidCents: 4999, refundedCents: 1000 }, ledgerCents: 2000 })),
    ).toBeNull();
    const refunded = { amount: 4999, amount_refunded: 4999, chargebackCents: 0 };
    expect(
      breakOf(paid({ charge: refunded, order: { paidCents: 4999, refundedCents: 4999 }, ledgerCents: 0 })),
    ).toBeNull();
  });

  it("breaks when Stripe's charge or refund differs from the order's record", () => {
    expect(breakOf(paid({ order: { paidCents: 5999, refundedCents: 0 } }))).toBe(
      "paid $49.99 ≠ $0.00 returned + $0.00 to the artist + $59.99 to the platform",
    );
    const refunded = { amount: 4999, amount_refunded: 4999, chargebackCents: 0 };
    expect(breakOf(paid({ charge: refunded }))).toBe(
      "paid $49.99 ≠ $49.99 returned + $0.00 to the artist + $49.99 to the platform",
    );
  });

  it("breaks when a refunded order's share was not reversed: the platform would pay the artist", () => {
    const refunded = { amount: 4999, amount_refunded: 4999, chargebackCents: 0 };
    expect(
      breakOf(paid({ charge: refunded, order: { paidCents: 4999, refundedCents: 4999 }, ledgerCents: 2499 })),
    ).toBe("the platform's share is negative: $49.99 returned + $24.99 to the artist + -$24.99 to the platform");
  });

  it("counts a lost dispute as money returned: the platform bears it after delivery, the artist's share goes before", () => {
    const chargedBack = { amount: 4999, amount_refunded: 0, chargebackCents: 4999 };
    // Delivered: the artist keeps their share and the platform's share is what it paid for it.
    expect(breakOf(paid({ charge: chargedBack, ledgerCents: 2499 }))).toBeNull();
    // Never delivered: the share's transfer is reversed.
    expect(breakOf(paid({ charge: chargedBack, ledgerCents: 2499, shareReversed: true }))).toBeNull();
    // A chargeback on top of a full refund returns more than was paid.
    const twice = { amount: 4999, amount_refunded: 4999, chargebackCents: 4999 };
    expect(breakOf(paid({ charge: twice, order: { paidCents: 4999, refundedCents: 4999 } }))).toBe(
      "$99.98 returned of $49.99 paid",
    );
  });

  it("breaks on a negative share and on fractions of a cent", () => {
    expect(breakOf(paid({ ledgerCents: -100 }))).toBe(
      "the artist's share is negative: $0.00 returned + -$1.00 to the artist + $50.99 to the platform",
    );
    expect(breakOf(paid({ ledgerCents: 0.5 }))).toMatch(/^not whole cents/);
  });

  describe("a song gift's order: the gift's charge and the difference's", () => {
    // A basic song ($24.99) given; its recipient chose the premium package ($49.99): a $25.00 difference.
    const gift = { package: "basic" as const, addOns: [], amountCents: 2499 };
    const order = { package: "premium" as const, addOns: [] };
    const giftCharge = { amount: 2499, amount_refunded: 0, chargebackCents: 0 };
    const difference = { amount: 2500, amount_refunded: 0, chargebackCents: 0 };
    const giftOrder = (over: Partial<OrderMoneyFacts> = {}): OrderMoneyFacts => ({
      charges: [giftCharge, difference],
      order: { paidCents: songGiftOrderPaidCents(gift, order), refundedCents: 0 },
      ledgerCents: 2499,
      shareReversed: false,
      ...over,
    });

    it("holds with both charges, and with the gift's alone when it covered all", () => {
      expect(songGiftOrderPaidCents(gift, order)).toBe(4999);
      expect(orderMoneyOf(giftOrder())).toMatchObject({ paidCents: 4999, artistCents: 2499, platformCents: 2500 });
      expect(breakOf(giftOrder())).toBeNull();
      const covered = songGiftOrderPaidCents(gift, { package: "basic", addOns: [] });
      expect(breakOf(giftOrder({ charges: [giftCharge], order: { paidCents: covered, refundedCents: 0 } }))).toBeNull();
      // The cancellation refunds the difference: the order records it.
      const refundedDifference = { ...difference, amount_refunded: 2500 };
      expect(
        breakOf(
          giftOrder({
            charges: [giftCharge, refundedDifference],
            order: { paidCents: 4999, refundedCents: 2500 },
            ledgerCents: 0,
          }),
        ),
      ).toBeNull();
    });

    it("breaks when the difference charged is not what the gift left to pay", () => {
      expect(breakOf(giftOrder({ charges: [giftCharge, { ...difference, amount: 2000 }] }))).toBe(
        "paid $44.99 ≠ $0.00 returned + $24.99 to the artist + $25.00 to the platform",
      );
    });

    it("breaks when the gift's charge was refunded and the order does not record it", () => {
      const refundedGift = { ...giftCharge, amount_refunded: 2499 };
      expect(breakOf(giftOrder({ charges: [refundedGift, difference] }))).toBe(
        "paid $49.99 ≠ $24.99 returned + $24.99 to the artist + $25.00 to the platform",
      );
    });
  });
});
