import { describe, expect, it } from "vitest";
import {
  RECONCILIATION_MONTH_MESSAGE,
  RECONCILIATION_MONTH_RANGE_MESSAGE,
  reconciliationQuerySchema,
  utcMonthOf,
} from "./adminPayouts";

const messageOf = (month: string) => reconciliationQuerySchema.safeParse({ month }).error?.issues[0]?.message;

describe("reconciliationQuerySchema", () => {
  it("takes a month from the founding to this one", () => {
    expect(reconciliationQuerySchema.parse({ month: "2024-01" })).toEqual({ month: "2024-01" });
    const thisMonth = utcMonthOf(new Date());
    expect(reconciliationQuerySchema.parse({ month: thisMonth })).toEqual({ month: thisMonth });
  });

  it("refuses a malformed month, and one out of range with its own message", () => {
    expect(messageOf("2026-13")).toBe(RECONCILIATION_MONTH_MESSAGE);
    for (const month of ["9999-12", "0000-01", "0099-12", "2023-12"])
      expect(messageOf(month), month).toBe(RECONCILIATION_MONTH_RANGE_MESSAGE);
  });
});
