import { z } from "zod";
import type { BusinessReport } from "../business/businessMetrics";

/** `GET /api/admin/business?days=7|30|90` (and `/api/admin/business.csv`): the business over that many days, today included. */
export const businessQuerySchema = z.strictObject({
  days: z
    .enum(["7", "30", "90"], "Choose 7, 30 or 90 days")
    .default("30")
    .transform((days) => Number(days) as 7 | 30 | 90),
});
export type BusinessQuery = z.output<typeof businessQuerySchema>;

const hours = z.number().nonnegative().nullable();
const count = z.number().int().nonnegative();
const cents = z.number().int();

/** What the report says of a day, and of the whole window. */
const figures = {
  orders: count,
  revenueCents: cents,
  accepted: count,
  medianAcceptHours: hours,
  released: count,
  onTime: count,
  medianReleaseHours: hours,
  refunds: count,
  refundedCents: cents,
};

/** The report the admins' dashboard draws (see `businessReport`). */
export const businessReportSchema = z.object({
  window: z.union([z.literal(7), z.literal(30), z.literal(90)]),
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ date: z.string(), ...figures })),
  weeks: z.array(z.object({ from: z.string(), to: z.string(), revenueCents: cents, orders: count })),
  totals: z.object({ ...figures, onTimeRate: z.number().min(0).max(1).nullable() }),
}) satisfies z.ZodType<BusinessReport>;
