import { businessQuerySchema, businessReport, type BusinessReport } from "@songs/domain";
import { businessDays } from "./businessDays";
import { handler } from "../http/handler";

/**
 * GET /api/admin/business?days=7|30|90: the business over that many days (today included) from
 * the day aggregates kept by the orders' events (at most 90 days × 4 shards documents read, never
 * an order); a day without a document counts zero.
 */
export const getBusinessReport = handler(
  businessQuerySchema,
  async ({ db, input }): Promise<BusinessReport> => {
    const now = new Date();
    return businessReport(input.days, await businessDays(db).window(input.days, now), now);
  },
  { auth: "admin" },
);
