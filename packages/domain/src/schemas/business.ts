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

/** The report the admins' dashboard draws (see `businessReport`). */
export const businessReportSchema = z.object({
  window: z.union([z.literal(7), z.literal(30), z.literal(90)]),
  from: z.string(),
  to: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      orders: count,
      revenueCents: cents,
      accepted: count,
      medianAcceptHours: hours,
      delivered: count,
      onTime: count,
      medianDeliverHours: hours,
      refunds: count,
      refundedCents: cents,
    }),
  ),
  weeks: z.array(z.object({ from: z.string(), to: z.string(), revenueCents: cents, orders: count })),
  totals: z.object({
    orders: count,
    revenueCents: cents,
    accepted: count,
    medianAcceptHours: hours,
    delivered: count,
    onTime: count,
    onTimeRate: z.number().min(0).max(1).nullable(),
    medianDeliverHours: hours,
    refunds: count,
    refundedCents: cents,
  }),
}) satisfies z.ZodType<BusinessReport>;
