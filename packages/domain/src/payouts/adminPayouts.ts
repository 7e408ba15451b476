import { z } from "zod";
import { DOCUMENT_ID_PATTERN } from "../schemas/ids";
import { FOUNDED_YEAR } from "../siteYears";
import { PAYOUT_STATES, type PayoutState } from "./payoutAccounts";

/** The admins' Payouts page (`/admin/payouts`): what every artist is owed and was paid, failing transfers, and the reconciliation. */

/** `GET /api/admin/payouts?cursor=`: a page of artists (cursor: the last page's `nextCursor`). */
export const adminPayoutsQuerySchema = z.strictObject({
  cursor: z.string().regex(DOCUMENT_ID_PATTERN, "This page link is out of date. Please reload the list.").optional(),
});

export const adminPayoutArtistSchema = z.object({
  artistId: z.string(),
  artistName: z.string().nullable(),
  accountState: z.enum(PAYOUT_STATES),
  owedCents: z.number().int(),
  transferredCents: z.number().int(),
  reversedCents: z.number().int(),
  paidOutCents: z.number().int(),
});
export type AdminPayoutArtist = z.infer<typeof adminPayoutArtistSchema>;

export const failingTransferSchema = z.object({
  orderId: z.string(),
  artistId: z.string(),
  artistName: z.string().nullable(),
  amountCents: z.number().int(),
  /** Stripe's reason of the last refusal. */
  reason: z.string(),
  attempts: z.number().int(),
  /** ISO time of the last attempt. */
  updatedAt: z.string(),
});
export type FailingTransfer = z.infer<typeof failingTransferSchema>;

export const adminPayoutsResponseSchema = z.object({
  artists: z.array(adminPayoutArtistSchema),
  nextCursor: z.string().nullable(),
  /** The oldest failing transfers first, at most a page. */
  failing: z.array(failingTransferSchema),
});
export type AdminPayoutsResponse = z.infer<typeof adminPayoutsResponseSchema>;

/** `POST /api/admin/payouts/transfers/:orderId/retry`. */
export const retryTransferResponseSchema = z.object({ orderId: z.string(), requeued: z.literal(true) });

export const RECONCILIATION_MONTH_MESSAGE = "Choose a month (YYYY-MM)";
export const RECONCILIATION_MONTH_RANGE_MESSAGE = `Choose a month from January ${FOUNDED_YEAR} to this month`;

/**
 * A month the books can hold: from the marketplace's founding to the current UTC month. Years
 * outside it would not even name their own month (`Date.UTC` reads 0000-0099 as 1900-1999, and
 * 9999-12 ends past the last date Firestore keeps).
 */
const isBooksMonth = (month: string): boolean =>
  month >= `${FOUNDED_YEAR}-01` && month <= new Date().toISOString().slice(0, 7);

/** `GET /api/admin/payouts/reconciliation?month=2026-11`. */
export const reconciliationQuerySchema = z.strictObject({
  month: z
    .string({ error: RECONCILIATION_MONTH_MESSAGE })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, RECONCILIATION_MONTH_MESSAGE)
    .refine(isBooksMonth, RECONCILIATION_MONTH_RANGE_MESSAGE),
});

export const RECONCILIATION_DIFFERENCES = ["missing_in_stripe", "missing_in_ledger", "amount_differs"] as const;
export type ReconciliationDifferenceKind = (typeof RECONCILIATION_DIFFERENCES)[number];

export const reconciliationDifferenceSchema = z.object({
  kind: z.enum(RECONCILIATION_DIFFERENCES),
  /** The order (Stripe's `transfer_group`), when known. */
  orderId: z.string().nullable(),
  artistId: z.string().nullable(),
  stripeTransferId: z.string().nullable(),
  ledgerCents: z.number().int().nullable(),
  stripeCents: z.number().int().nullable(),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifferenceSchema>;

/** The money of a span of the books (payouts/books.ts), in integer cents. */
export const booksTotalsSchema = z.object({
  /** Card payments taken. */
  grossCents: z.number().int(),
  /** Stripe's fees (on charges, disputes; a returned fee lowers it). */
  feeCents: z.number().int(),
  refundedCents: z.number().int(),
  /** Disputed amounts withdrawn, less those reinstated. */
  disputedCents: z.number().int(),
  /** The artists' shares transferred, and the transfers reversed back to the platform. */
  transferredCents: z.number().int(),
  reversedCents: z.number().int(),
  /** What the platform keeps: gross - fees - refunds - disputes - transfers + reversals. */
  netCents: z.number().int(),
  /** Paid out to the platform's bank (not income: the balance moving). */
  paidOutCents: z.number().int(),
});
export type BooksTotals = z.infer<typeof booksTotalsSchema>;

/** A closed day of the books as the Money view lists it. */
export const booksDayRowSchema = booksTotalsSchema.extend({
  day: z.string(),
  differences: z.number().int().nonnegative(),
});
export type BooksDayRow = z.infer<typeof booksDayRowSchema>;

export const reconciliationResponseSchema = z.object({
  month: z.string(),
  /**
   * Stripe's transfers made in the month, and those of them the ledger records (with any it
   * records that Stripe lacks): equal exactly when nothing differs.
   */
  ledgerTransfers: z.number().int(),
  stripeTransfers: z.number().int(),
  differences: z.array(reconciliationDifferenceSchema),
  /** The month's money from the books, and its closed days (the days not closed yet are read as a close would). */
  totals: booksTotalsSchema,
  days: z.array(booksDayRowSchema),
});
export type ReconciliationResponse = z.infer<typeof reconciliationResponseSchema>;

export const RECONCILIATION_DIFFERENCE_WORDS: Readonly<Record<ReconciliationDifferenceKind, string>> = {
  missing_in_stripe: "Missing in Stripe",
  missing_in_ledger: "Missing in the ledger",
  amount_differs: "Amount differs",
};

/** An artist's payout account state, in a word for the admins' table. */
export const PAYOUT_STATE_LABELS: Readonly<Record<PayoutState, string>> = {
  not_set_up: "Not set up",
  information_needed: "Information needed",
  ready: "Ready",
  paused: "Paused",
};

/** The UTC month of `date`: "2026-11". */
export const utcMonthOf = (date: Date): string => date.toISOString().slice(0, 7);

export const ADMIN_PAYOUTS_TEXT = {
  title: "Payouts",
  lead: "What the platform owes each artist, what Stripe transferred and paid out, and the ledger checked against Stripe.",
  artistsCaption: "Artists",
  noArtists: "No artist has earned a share yet.",
  moreArtists: "Show more artists",
  failingTitle: "Failing transfers",
  noFailing: "No transfer is failing.",
  retry: "Retry",
  retried: "The transfer is queued again.",
  retryFailed: "The transfer could not be queued again. Please try again.",
  reconcileTitle: "Reconciliation",
  reconcileLead:
    "The month's books from Stripe's balance transactions, closed a day at a time, and the ledger's transfers checked against Stripe's (UTC).",
  booksTitle: "Money",
  booksMonth: "The month",
  month: "Month",
  reconcile: "Reconcile",
  noDifferences: "No differences",
  loadFailed: "The payouts could not be loaded.",
  reconcileFailed: "The reconciliation could not be made. Please try again.",
} as const;
