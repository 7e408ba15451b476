import { describe, expect, it } from "vitest";
import {
  addBusinessFact,
  BUSINESS_CSV_HEADER,
  businessCsv,
  businessFactsOfChange,
  businessFactsOfOrder,
  businessReport,
  emptyBusinessDay,
  HOUR_BUCKET_COUNT,
  hourBucketOf,
  medianFromHistogram,
  type BusinessDayCounts,
} from "./businessMetrics";

const HOUR = 60 * 60 * 1000;
const buckets = (entries: Record<number, number>) =>
  Array.from({ length: HOUR_BUCKET_COUNT }, (_, index) => entries[index] ?? 0);

describe("medianFromHistogram", () => {
  it("is null when nothing was counted", () => {
    expect(medianFromHistogram(buckets({}))).toBeNull();
  });

  it("places the middle observation inside its bucket by interpolation", () => {
    // Four observations in 24-36 h (bucket 6): the middle one is halfway through it.
    expect(medianFromHistogram(buckets({ 6: 4 }))).toBe(30);
    // One under an hour, three in 4-8 h: the middle (2nd of 4) is a third of the way through 4-8 h.
    expect(medianFromHistogram(buckets({ 0: 1, 3: 3 }))).toBe(5.3);
  });

  it("sums days by their buckets: the median of two days is read from the summed counts", () => {
    const monday = buckets({ 1: 1 });
    const tuesday = buckets({ 9: 3 });
    const summed = monday.map((count, index) => count + tuesday[index]!);
    expect(medianFromHistogram(summed)).toBe(80);
  });

  it("answers the open last bucket's lower edge", () => {
    expect(medianFromHistogram(buckets({ [HOUR_BUCKET_COUNT - 1]: 2 }))).toBe(336);
  });

  it("counts hours in the bucket below the next edge", () => {
    expect(hourBucketOf(0)).toBe(0);
    expect(hourBucketOf(1)).toBe(1);
    expect(hourBucketOf(23.9)).toBe(5);
    expect(hourBucketOf(24)).toBe(6);
    expect(hourBucketOf(1000)).toBe(HOUR_BUCKET_COUNT - 1);
  });
});

const paidAt = new Date("2026-11-02T10:00:00Z");
const order = {
  createdAt: paidAt,
  totalCents: 7999,
  package: "premium",
  addOns: [] as string[],
  songVersion: 0,
  releasedAt: null as Date | null,
  refunds: [] as {
    refundedAt: Date;
    amountCents: number;
    chargeId: string;
    refundedTotalCents: number;
    refundId: string | null;
    source: "cancellation";
    item: null;
  }[],
  work: { acceptedAt: null as Date | null },
};

describe("businessFactsOfChange", () => {
  it("counts the payment, the first accept, the first delivery against the package's promise, and each refund once", () => {
    expect(businessFactsOfChange(null, order)).toEqual([{ type: "paid", at: paidAt, totalCents: 7999 }]);
    const accepted = { ...order, work: { acceptedAt: new Date(paidAt.getTime() + 3 * HOUR) } };
    expect(businessFactsOfChange(order, accepted)).toEqual([
      { type: "accepted", at: accepted.work.acceptedAt, hours: 3 },
    ]);
    expect(businessFactsOfChange(accepted, accepted)).toEqual([]);
    // Premium promises 5 days: 6 days is late.
    const late = { ...accepted, songVersion: 1, releasedAt: new Date(paidAt.getTime() + 6 * 24 * HOUR) };
    expect(businessFactsOfChange(accepted, late)).toEqual([
      { type: "released", at: late.releasedAt, hours: 144, onTime: false },
    ]);
    expect(businessFactsOfChange(late, { ...late, songVersion: 2 })).toEqual([]);
    const refund = {
      refundedAt: new Date("2026-11-10T00:00:00Z"),
      amountCents: 500,
      chargeId: "ch",
      refundedTotalCents: 500,
      refundId: null,
      source: "cancellation" as const,
      item: null,
    };
    expect(businessFactsOfChange(late, { ...late, refunds: [refund] })).toEqual([
      { type: "refunded", at: refund.refundedAt, amountCents: 500 },
    ]);
  });

  it("rebuilds the same facts from the stored order", () => {
    const releasedAt = new Date(paidAt.getTime() + 2 * 24 * HOUR);
    const stored = {
      ...order,
      work: { acceptedAt: new Date(paidAt.getTime() + HOUR) },
      songVersion: 2,
      releasedAt: new Date(paidAt.getTime() + 9 * 24 * HOUR),
    };
    expect(businessFactsOfOrder(stored, releasedAt)).toEqual([
      { type: "paid", at: paidAt, totalCents: 7999 },
      { type: "accepted", at: stored.work.acceptedAt, hours: 1 },
      { type: "released", at: releasedAt, hours: 48, onTime: true },
    ]);
  });
});

describe("businessReport", () => {
  const now = new Date("2026-11-27T15:00:00Z");
  const day = (facts: Parameters<typeof addBusinessFact>[1][]): BusinessDayCounts =>
    facts.reduce(addBusinessFact, emptyBusinessDay());

  it("answers every day of the window, a day without orders as zeros, and the totals over the window only", () => {
    const stored = new Map([
      [
        "2026-11-27",
        day([
          { type: "paid", at: now, totalCents: 5000 },
          { type: "released", at: now, hours: 30, onTime: true },
        ]),
      ],
      [
        "2026-11-25",
        day([
          { type: "paid", at: now, totalCents: 2000 },
          { type: "released", at: now, hours: 200, onTime: false },
        ]),
      ],
      ["2026-11-01", day([{ type: "paid", at: now, totalCents: 9999 }])],
    ]);
    const week = businessReport(7, stored, now);
    expect(week.days.map((row) => row.date)).toEqual([
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
    ]);
    expect(week.days[5]).toEqual({
      date: "2026-11-26",
      orders: 0,
      revenueCents: 0,
      accepted: 0,
      medianAcceptHours: null,
      released: 0,
      onTime: 0,
      medianReleaseHours: null,
      refunds: 0,
      refundedCents: 0,
    });
    expect(week.totals).toMatchObject({ orders: 2, revenueCents: 7000, released: 2, onTime: 1, onTimeRate: 0.5 });
    // Weeks run Monday to Sunday: Saturday and Sunday, then Monday 23rd on.
    expect(week.weeks).toEqual([
      { from: "2026-11-21", to: "2026-11-22", revenueCents: 0, orders: 0 },
      { from: "2026-11-23", to: "2026-11-27", revenueCents: 7000, orders: 2 },
    ]);
    expect(businessReport(30, stored, now).totals.revenueCents).toBe(16999);
    expect(businessReport(90, stored, now).days).toHaveLength(90);
  });

  it("writes the same days as CSV", () => {
    const report = businessReport(
      7,
      new Map([
        [
          "2026-11-27",
          day([
            { type: "paid", at: now, totalCents: 5050 },
            { type: "refunded", at: now, amountCents: 1000 },
          ]),
        ],
      ]),
      now,
    );
    const lines = businessCsv(report).split("\r\n");
    expect(lines[0]).toBe(BUSINESS_CSV_HEADER.join(","));
    expect(lines[1]).toBe("2026-11-21,0,0.00,0,,0,0,,0,0.00");
    expect(lines[7]).toBe("2026-11-27,1,50.50,0,,0,0,,1,10.00");
    expect(lines).toHaveLength(9);
  });
});
