/**
 * The platform's books, closed a UTC day at a time from Stripe's balance transactions (every
 * movement of the platform's balance: charges, refunds, disputes, fees, transfers to the artists
 * and their reversals, payouts to the bank) into one aggregate per day, with each difference from
 * the ledger named by its Stripe object and order. Amounts are integer cents, positive as the
 * books read them: a refund of $10 adds 1000 to `refundedCents`.
 */
import { z } from "zod";
import { booksTotalsSchema, reconciliationDifferenceSchema, type BooksTotals } from "./adminPayouts";

/** A UTC day of the books, "2026-12-07". */
export const BOOKS_DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A balance transaction as the books read it (Stripe's fields of the same names). */
export interface BooksTransaction {
  id: string;
  type: string;
  reporting_category: string;
  amount: number;
  fee: number;
}

export const booksDaySchema = booksTotalsSchema.extend({
  day: z.string().regex(BOOKS_DAY_PATTERN),
  /** How many balance transactions the close read. */
  balanceTransactions: z.number().int().nonnegative(),
  /** The transfers Stripe made that day, and those of them the ledger records (with any it records that Stripe does not have). */
  stripeTransfers: z.number().int().nonnegative(),
  ledgerTransfers: z.number().int().nonnegative(),
  differences: z.array(reconciliationDifferenceSchema),
  /** When the day was closed (ISO). */
  closedAt: z.string(),
});
export type BooksDay = z.infer<typeof booksDaySchema>;

export const emptyBooksTotals = (): BooksTotals => ({
  grossCents: 0,
  feeCents: 0,
  refundedCents: 0,
  disputedCents: 0,
  transferredCents: 0,
  reversedCents: 0,
  netCents: 0,
  paidOutCents: 0,
});

/**
 * Adds one balance transaction to a day's totals, by Stripe's reporting category (the same
 * categories as Stripe's balance reports). Every transaction's fee is a Stripe fee; the net moves
 * by what the transaction brings in or takes out, except a payout, which only moves the balance to
 * the bank.
 */
export function addToBooks(totals: BooksTotals, txn: BooksTransaction): BooksTotals {
  const next = { ...totals, feeCents: totals.feeCents + txn.fee };
  switch (txn.reporting_category) {
    case "charge":
      next.grossCents += txn.amount;
      break;
    case "refund":
    case "refund_failure":
      next.refundedCents -= txn.amount;
      break;
    case "dispute":
    case "dispute_reversal":
      next.disputedCents -= txn.amount;
      break;
    case "transfer":
      next.transferredCents -= txn.amount;
      break;
    case "transfer_reversal":
      next.reversedCents += txn.amount;
      break;
    case "payout":
    case "payout_reversal":
      next.paidOutCents -= txn.amount;
      return next;
  }
  next.netCents += txn.amount - txn.fee;
  return next;
}

/** Sums days' totals (a month of the Money view). */
export function sumBooks(days: readonly BooksTotals[]): BooksTotals {
  const total = emptyBooksTotals();
  for (const day of days) for (const key of Object.keys(total) as (keyof BooksTotals)[]) total[key] += day[key];
  return total;
}

/** The UTC day's bounds in Stripe's seconds: [start, end). */
export function booksDaySeconds(day: string): { gte: number; lt: number } {
  const start = Date.parse(`${day}T00:00:00Z`) / 1000;
  return { gte: start, lt: start + 24 * 60 * 60 };
}

/** The UTC day of an instant. */
export const booksDayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The UTC day before `day`. */
export const dayBefore = (day: string): string => booksDayOf(new Date(Date.parse(`${day}T00:00:00Z`) - 1));

/** A day's books are closed this long after the day ends: Stripe's last balance transactions of the day are written by then. */
export const BOOKS_CLOSE_DELAY_MS = 60 * 60 * 1000;

/** When the day's close is due. */
export const booksCloseDueAt = (day: string): Date => new Date(booksDaySeconds(day).lt * 1000 + BOOKS_CLOSE_DELAY_MS);
