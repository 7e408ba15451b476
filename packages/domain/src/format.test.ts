import { describe, expect, it } from "vitest";
import {
  formatCents,
  formatCount,
  formatDateTime,
  formatDay,
  formatKilobytes,
  formatLongDate,
  formatMonth,
  formatRating,
  formatShortDay,
  orderNumber,
} from "./format";
import { describeZonedTime } from "./gifts/zonedTime";

describe("formatting", () => {
  it("shows cents as dollars with two decimals", () => {
    expect(formatCents(2499)).toBe("$24.99");
    expect(formatCents(12900)).toBe("$129.00");
    expect(formatCents(0)).toBe("$0.00");
  });

  it("separates thousands in money", () => {
    expect(formatCents(636541)).toBe("$6,365.41");
    expect(formatCents(123456789)).toBe("$1,234,567.89");
  });

  it("separates thousands in counts", () => {
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1234)).toBe("1,234");
    expect(formatCount(20000)).toBe("20,000");
  });

  it("writes the aggregates' UTC days and months in words, whatever the device's zone", () => {
    expect(formatDay("2026-12-07")).toBe("December 7, 2026");
    expect(formatDay("2027-01-01")).toBe("January 1, 2027");
    expect(formatMonth("2026-12")).toBe("December 2026");
    expect(formatShortDay("2026-12-07")).toBe("Dec 7");
  });

  it("gives every order one short number people can read aloud, the same each time", () => {
    const number = orderNumber("cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwXyZ0123456789abcdefghijklmnop");
    expect(number).toMatch(/^[2-9A-HJKMNP-TV-Z]{3}-[2-9A-HJKMNP-TV-Z]{3}$/);
    expect(orderNumber("cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwXyZ0123456789abcdefghijklmnop")).toBe(number);
    expect(orderNumber("cs_2")).not.toBe(orderNumber("cs_3"));
  });

  it("formats dates like 'MMMM d, yyyy'", () => {
    expect(formatLongDate(new Date(2025, 2, 4))).toBe("March 4, 2025");
    expect(formatLongDate(new Date(2024, 11, 25, 23, 59))).toBe("December 25, 2024");
  });

  it("writes every moment with its time in one format that names the time zone", () => {
    const moment = new Date("2026-11-28T08:00:00Z");
    expect(formatDateTime(moment, "UTC")).toBe("November 28, 2026 at 8:00 AM (UTC)");
    expect(formatDateTime(moment, "America/New_York")).toBe("November 28, 2026 at 3:00 AM (America/New York)");
    expect(formatLongDate(moment, "Pacific/Auckland")).toBe("November 28, 2026");
    // A gift's delivery time, told in its recipient's zone, is the same format.
    expect(describeZonedTime(moment, "Europe/Dublin")).toBe("November 28, 2026 at 8:00 AM (Europe/Dublin)");
    expect(formatDateTime(moment)).toMatch(/^November (27|28), 2026 at \d{1,2}:\d{2} (AM|PM) \(.+\)$/);
  });

  it("shows a rating with one decimal", () => {
    expect(formatRating(4.85)).toBe("4.9");
    expect(formatRating(5)).toBe("5.0");
  });

  it("shows a size in kilobytes with two decimals", () => {
    expect(formatKilobytes(1536)).toBe("1.50 KB");
  });
});
