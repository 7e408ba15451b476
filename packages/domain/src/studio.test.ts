import { describe, expect, it } from "vitest";
import { artistEarningBaseCents, artistShareCents, deliveryDays, dueDate, isOverdue } from "./studio";

describe("the artist's share", () => {
  it("is 70% of the package price, rounded down to a cent", () => {
    expect(artistShareCents("basic", [])).toBe(1749); // 2499 × 0.7 = 1749.3
    expect(artistShareCents("premium", [])).toBe(3499); // 4999 × 0.7 = 3499.3
  });

  it("leaves out the Deluxe CD's value and the framed lyrics print", () => {
    expect(artistEarningBaseCents("deluxe", ["lyrics-print"])).toBe(12900 - 1500);
    expect(artistShareCents("deluxe", ["lyrics-print"])).toBe(7980); // 11400 × 0.7
  });

  it("shares in the extra verse, the instrumental and rush, each counted once", () => {
    expect(artistEarningBaseCents("basic", ["extra-verse", "instrumental", "rush", "rush"])).toBe(
      2499 + 1500 + 1000 + 2500,
    );
    expect(artistShareCents("basic", ["extra-verse", "instrumental", "rush"])).toBe(5249); // 7499 × 0.7 = 5249.3
  });
});

describe("due dates", () => {
  const paidAt = new Date("2026-11-01T10:00:00Z");

  it("count the package's working days from payment", () => {
    expect(deliveryDays("basic", [])).toBe(7);
    expect(deliveryDays("premium", [])).toBe(5);
    expect(deliveryDays("deluxe", [])).toBe(3);
    expect(dueDate(paidAt, "premium", []).toISOString()).toBe("2026-11-06T10:00:00.000Z");
  });

  it("shorten to two days with rush", () => {
    expect(deliveryDays("basic", ["rush"])).toBe(2);
    expect(dueDate(paidAt, "deluxe", ["rush"]).toISOString()).toBe("2026-11-03T10:00:00.000Z");
  });

  it("are overdue only once past", () => {
    const due = dueDate(paidAt, "basic", []);
    expect(isOverdue(due, new Date(due.getTime()))).toBe(false);
    expect(isOverdue(due, new Date(due.getTime() + 1))).toBe(true);
  });
});
