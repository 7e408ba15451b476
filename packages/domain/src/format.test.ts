import { describe, expect, it } from "vitest";
import { formatCents, formatKilobytes, formatLongDate, formatRating } from "./format";

describe("formatting", () => {
  it("shows cents as dollars with two decimals", () => {
    expect(formatCents(2499)).toBe("$24.99");
    expect(formatCents(12900)).toBe("$129.00");
    expect(formatCents(0)).toBe("$0.00");
  });

  it("formats dates like 'MMMM d, yyyy'", () => {
    expect(formatLongDate(new Date(2025, 2, 4))).toBe("March 4, 2025");
    expect(formatLongDate(new Date(2024, 11, 25, 23, 59))).toBe("December 25, 2024");
  });

  it("shows a rating with one decimal", () => {
    expect(formatRating(4.85)).toBe("4.9");
    expect(formatRating(5)).toBe("5.0");
  });

  it("shows a size in kilobytes with two decimals", () => {
    expect(formatKilobytes(1536)).toBe("1.50 KB");
  });
});
