import { earningsCsv, type EarningEntryView, type MonthlyEarnings } from "@songs/domain";
import { TextDocument } from "../http/handler";
import type { LedgerPage, LedgerTotals } from "./earnings";

/** A ledger's JSON answer: a page of its entries, newest first, with the whole ledger's totals per month and overall, in cents. */
export function ledgerAnswer<Entry extends EarningEntryView>(
  page: Omit<LedgerPage, "entries"> & { entries: Entry[] },
  totals: LedgerTotals,
): { entries: Entry[]; nextCursor: string | null; months: MonthlyEarnings[]; totalCents: number } {
  return { entries: page.entries, nextCursor: page.nextCursor, ...totals };
}

/** A ledger's CSV download, named after what it holds and the day it was made: `earnings-maya-2026-11-24.csv`. */
export function ledgerCsv(
  entries: (EarningEntryView & { artistName?: string | null })[],
  name: string,
  options: { withArtist?: boolean } = {},
): TextDocument {
  const day = new Date().toISOString().slice(0, 10);
  return new TextDocument("text/csv; charset=utf-8", earningsCsv(entries, options), `earnings-${name}-${day}.csv`);
}
