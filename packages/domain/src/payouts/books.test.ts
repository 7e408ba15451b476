import { describe, expect, it } from "vitest";
import { addToBooks, booksDaySeconds, dayBefore, emptyBooksTotals, sumBooks, type BooksTransaction } from "./books";

const txn = (reporting_category: string, amount: number, fee = 0): BooksTransaction => ({
  id: `txn_${reporting_category}`,
  type: reporting_category,
  reporting_category,
  amount,
  fee,
});

describe("addToBooks", () => {
  it("keeps gross, fees, refunds, disputes, transfers and reversals apart, and the net of them all", () => {
    const day = [
      txn("charge", 7499, 247), // $74.99 less 2.9% + 30c
      txn("charge", 4999, 175),
      txn("refund", -4999),
      txn("dispute", -7499, 1500),
      txn("dispute_reversal", 7499, -1500),
      txn("transfer", -3499),
      txn("transfer_reversal", 3499),
      txn("payout", -1000),
    ].reduce(addToBooks, emptyBooksTotals());
    expect(day).toEqual({
      grossCents: 12498,
      feeCents: 422,
      refundedCents: 4999,
      disputedCents: 0,
      transferredCents: 3499,
      reversedCents: 3499,
      netCents: 12498 - 422 - 4999,
      paidOutCents: 1000,
    });
  });

  it("sums days into a month", () => {
    const one = addToBooks(emptyBooksTotals(), txn("charge", 1000, 59));
    expect(sumBooks([one, one])).toMatchObject({ grossCents: 2000, feeCents: 118, netCents: 1882 });
  });
});

describe("the books' days", () => {
  it("are UTC days in Stripe's seconds", () => {
    expect(booksDaySeconds("2026-12-07")).toEqual({ gte: 1796601600, lt: 1796601600 + 86400 });
    expect(dayBefore("2026-12-01")).toBe("2026-11-30");
    expect(dayBefore("2027-01-01")).toBe("2026-12-31");
  });
});
