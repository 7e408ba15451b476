import { describe, expect, it } from "vitest";
import { bankPayoutInWords, BANK_PAYOUT_TEXT } from "./bankPayouts";

const payout = { amountCents: 14000, bankLast4: "6789", arrivalDate: "2026-12-03T00:00:00.000Z", failureMessage: null };

describe("bankPayoutInWords", () => {
  it("tells a paid payout with the bank's last digits and the spec's long date (UTC, as Stripe's arrival dates)", () => {
    expect(bankPayoutInWords({ ...payout, status: "paid" })).toEqual({
      text: "$140.00 paid to your bank ending 6789 on December 3, 2026",
      action: null,
    });
  });

  it("tells a failed payout with the bank's reason and what to do", () => {
    const words = bankPayoutInWords({
      ...payout,
      status: "failed",
      failureMessage: "The bank account has been closed.",
    });
    expect(words).toEqual({
      text: "$140.00 could not be paid to your bank ending 6789: The bank account has been closed.",
      action: BANK_PAYOUT_TEXT.whatToDo,
    });
  });

  it("tells one on its way, and a bank Stripe did not name", () => {
    expect(bankPayoutInWords({ ...payout, bankLast4: null, status: "in_transit" }).text).toBe(
      "$140.00 on its way to your bank, expected on December 3, 2026",
    );
  });
});
