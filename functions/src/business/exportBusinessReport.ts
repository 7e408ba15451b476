import { businessCsv, businessQuerySchema, businessReport } from "@songs/domain";
import { businessDays } from "./businessDays";
import { handler, TextDocument } from "../http/handler";

/** GET /api/admin/business.csv?days=7|30|90: the same days as a CSV download (one row a day, the table's numbers). */
export const exportBusinessReport = handler(
  businessQuerySchema,
  async ({ db, input }) => {
    const now = new Date();
    const report = businessReport(input.days, await businessDays(db).window(input.days, now), now);
    return new TextDocument(
      "text/csv; charset=utf-8",
      businessCsv(report),
      `business-${report.from}-to-${report.to}.csv`,
    );
  },
  { auth: "admin" },
);
