import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import { booksDayOf, booksTotalsSchema, sumBooks, type BooksTotals, type ReconciliationResponse } from "@songs/domain";
import { readBooks } from "./booksClose";
import { booksDays } from "./booksDays";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The money fields of a closed day. */
const booksTotalsOf = (day: BooksTotals): BooksTotals => booksTotalsSchema.parse(day);

/** The UTC days of a month "2026-11" up to `today`, oldest first. */
function daysOf(month: string, today: string): string[] {
  const days: string[] = [];
  for (
    let at = new Date(`${month}-01T00:00:00Z`);
    booksDayOf(at).startsWith(month);
    at = new Date(at.getTime() + DAY_MS)
  ) {
    const day = booksDayOf(at);
    if (day > today) break;
    days.push(day);
  }
  return days;
}

/** Consecutive days as spans [start, end) to read in one pass each. */
function spansOf(days: readonly string[]): { start: Date; end: Date }[] {
  const spans: { start: Date; end: Date }[] = [];
  for (const day of days) {
    const start = new Date(`${day}T00:00:00Z`);
    const last = spans.at(-1);
    if (last?.end.getTime() === start.getTime()) last.end = new Date(start.getTime() + DAY_MS);
    else spans.push({ start, end: new Date(start.getTime() + DAY_MS) });
  }
  return spans;
}

/**
 * The ledger's transfers checked against Stripe for a UTC month, from the books: each closed day's
 * aggregate (`booksDays`, at most 31 documents), and the days not closed yet (today, or a day whose
 * close has not run) read as the close reads them (`readBooks`), never stored by this read. So the
 * counts and the differences are the day closes' own, and they agree: the ledger's count equals
 * Stripe's exactly when nothing differs.
 */
export async function reconcileTransfers(
  db: Firestore,
  stripe: Stripe,
  month: string,
  now: Date = new Date(),
): Promise<ReconciliationResponse> {
  const days = daysOf(month, booksDayOf(now));
  const closed = days.length > 0 ? await booksDays(db).between(days[0] ?? "", days.at(-1) ?? "") : [];
  const closedDays = new Set(closed.map((day) => day.day));
  const open = await Promise.all(
    spansOf(days.filter((day) => !closedDays.has(day))).map(({ start, end }) => readBooks(db, stripe, start, end)),
  );
  const parts = [...closed, ...open];
  return {
    month,
    totals: sumBooks([...closed, ...open.map((span) => span.totals)]),
    days: closed.map(({ day, differences, ...rest }) => ({
      day,
      differences: differences.length,
      ...booksTotalsOf(rest),
    })),
    ledgerTransfers: parts.reduce((sum, part) => sum + part.ledgerTransfers, 0),
    stripeTransfers: parts.reduce((sum, part) => sum + part.stripeTransfers, 0),
    differences: parts.flatMap((part) => part.differences),
  };
}
