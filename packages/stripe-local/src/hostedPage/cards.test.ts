import { describe, expect, it } from "vitest";
import { MESSAGES, luhn, parseExpiry } from "./cards";

describe("card checks", () => {
  it("knows Luhn", () => {
    expect(luhn("4242424242424242")).toBe(true);
    expect(luhn("4242424242424241")).toBe(false);
  });

  it("reads MM / YY expiries and says what is wrong", () => {
    const now = new Date(2030, 5, 15);
    expect(parseExpiry("12 / 31", now)).toEqual({ month: 12, year: 2031 });
    expect(parseExpiry("0631", now)).toEqual({ month: 6, year: 2031 });
    expect(parseExpiry("06/2030", now)).toEqual({ month: 6, year: 2030 });
    expect(parseExpiry("05 / 30", now)).toEqual({ error: MESSAGES.expiryDatePast });
    expect(parseExpiry("05 / 29", now)).toEqual({ error: MESSAGES.expiryYearPast });
    expect(parseExpiry("13 / 31", now)).toEqual({ error: MESSAGES.expiryMonthInvalid });
    expect(parseExpiry("1", now)).toEqual({ error: MESSAGES.expiryIncomplete });
  });
});
