import { z } from "zod";
import { pageCursorSchema } from "./pages";
import { transferViewSchema } from "../payouts/transfers";

/** The artists' ledger API (`/api/studio/earnings`, `/api/admin/earnings`). */

const cursor = pageCursorSchema;

/** `GET /api/admin/earnings.csv?artistId=`: one artist's ledger, or every artist's without it. */
export const adminEarningsExportQuerySchema = z.strictObject({
  artistId: z.uuid("Choose a known artist").optional(),
});

/** `GET /api/admin/earnings?artistId=&cursor=`: a page of that ledger (`cursor`: the last page's `nextCursor`). */
export const adminEarningsQuerySchema = adminEarningsExportQuerySchema.extend({ cursor });
export type AdminEarningsQuery = z.infer<typeof adminEarningsQuerySchema>;

/** `GET /api/studio/earnings?cursor=`: a page of the signed-in artist's ledger. */
export const studioEarningsQuerySchema = z.strictObject({ cursor });

export const EARNING_KINDS = ["release", "refund"] as const;
export type EarningKind = (typeof EARNING_KINDS)[number];

/** A ledger entry as the studio and the admins see it. */
export const earningEntrySchema = z.object({
  id: z.string(),
  artistId: z.string(),
  orderId: z.string(),
  kind: z.enum(EARNING_KINDS),
  /** Integer cents: positive for a release, negative for a refund's reversal. */
  amountCents: z.number().int(),
  package: z.string(),
  addOns: z.array(z.string()),
  recipientName: z.string().nullable(),
  /** ISO time the entry was written. */
  createdAt: z.string(),
  /** A release whose customer used a promotion code: the share is on the full price all the same. */
  discounted: z.boolean().optional(),
  /** A release entry's transfer to the artist's Stripe account; absent on refunds and on releases from before transfers. */
  transfer: transferViewSchema.nullable().optional(),
});
export type EarningEntryView = z.infer<typeof earningEntrySchema>;

/** One calendar month's (UTC) total of a ledger: "2026-11". */
export const monthlyEarningsSchema = z.object({ month: z.string(), totalCents: z.number().int() });
export type MonthlyEarnings = z.infer<typeof monthlyEarningsSchema>;

/**
 * `GET /api/studio/earnings`: a page of the entries, newest first, with `nextCursor` while older
 * ones remain (at most 50 a page); the totals per month are the last 24 months' (newest first), the
 * overall total the whole ledger's, both from running totals kept as entries are written.
 */
export const earningsResponseSchema = z.object({
  entries: z.array(earningEntrySchema),
  nextCursor: z.string().nullable(),
  months: z.array(monthlyEarningsSchema),
  totalCents: z.number().int(),
});
export type EarningsResponse = z.infer<typeof earningsResponseSchema>;

/** A ledger entry with its artist's name, as the admins see every artist's ledger. */
export const adminEarningEntrySchema = earningEntrySchema.extend({ artistName: z.string().nullable() });
export type AdminEarningEntryView = z.infer<typeof adminEarningEntrySchema>;

/** `GET /api/admin/earnings`. */
export const adminEarningsResponseSchema = earningsResponseSchema.extend({ entries: z.array(adminEarningEntrySchema) });
export type AdminEarningsResponse = z.infer<typeof adminEarningsResponseSchema>;
