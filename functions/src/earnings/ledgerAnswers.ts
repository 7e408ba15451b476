import { earningsCsv, monthlyEarnings, type EarningEntryView, type MonthlyEarnings } from "@songs/domain";
import { TextDocument } from "../http/handler";

/** A ledger's JSON answer: its entries newest first with the totals per month and overall, in cents. */
export function ledgerAnswer<Entry extends EarningEntryView>(entries: Entry[]): { entries: Entry[]; months: MonthlyEarnings[]; totalCents: number } {
  return { entries, ...monthlyEarnings(entries) };
}

/** A ledger's CSV download, named after what it holds and the day it was made: `earnings-maya-2026-11-24.csv`. */
export function ledgerCsv(entries: (EarningEntryView & { artistName?: string | null })[], name: string, options: { withArtist?: boolean } = {}): TextDocument {
  const day = new Date().toISOString().slice(0, 10);
  return new TextDocument("text/csv; charset=utf-8", earningsCsv(entries, options), `earnings-${name}-${day}.csv`);
}
