/**
 * The business at a glance: what each order's events add to its day (orders and revenue, hours to
 * accept and to deliver, deliveries on time against the package's promise, refunds), and the
 * report over 7, 30 or 90 days built from those days. Pure: the server keeps the days
 * (`businessDays`) in the transactions of the events and answers the report from them.
 */
import { isPackageKey } from "../catalogue";
import { csvDocument } from "../csv";
import { centsAsDecimal } from "../earnings";
import type { LifecycleOrder } from "../lifecycle/orderState";
import { dueDate } from "../studio";

/** The windows the report is read for, in days (today included). */
export const BUSINESS_WINDOWS = [7, 30, 90] as const;
export type BusinessWindow = (typeof BUSINESS_WINDOWS)[number];

/**
 * Upper edges, in hours, of the fixed buckets hours to accept and to deliver are counted in (the
 * last bucket, 336 hours and more, is open). A day keeps a count per bucket, never the hours
 * themselves, so days add up by summing buckets and a median is read from the summed counts.
 */
export const HOUR_BUCKET_EDGES = [1, 2, 4, 8, 12, 24, 36, 48, 72, 96, 120, 168, 240, 336] as const;
export const HOUR_BUCKET_COUNT = HOUR_BUCKET_EDGES.length + 1;

/** The bucket `hours` falls in: the first whose upper edge is above it. */
export function hourBucketOf(hours: number): number {
  const index = HOUR_BUCKET_EDGES.findIndex((edge) => hours < edge);
  return index === -1 ? HOUR_BUCKET_EDGES.length : index;
}

/**
 * The median of the hours counted in `buckets` (counts per bucket, HOUR_BUCKET_EDGES), null when
 * nothing was counted. The middle observation's bucket is found from the running counts and the
 * median placed in it by linear interpolation (as if its observations spread evenly across the
 * bucket), so it is exact to within that bucket's width; in the open last bucket, its lower edge.
 */
export function medianFromHistogram(buckets: readonly number[]): number | null {
  const total = buckets.reduce((sum, count) => sum + count, 0);
  if (total <= 0) return null;
  const middle = total / 2;
  let before = 0;
  for (let index = 0; index < buckets.length; index += 1) {
    const count = buckets[index] ?? 0;
    if (count > 0 && before + count >= middle) {
      const lower = index === 0 ? 0 : HOUR_BUCKET_EDGES[index - 1]!;
      const upper = HOUR_BUCKET_EDGES[index];
      if (upper === undefined) return lower;
      return Math.round((lower + ((middle - before) / count) * (upper - lower)) * 10) / 10;
    }
    before += count;
  }
  return null;
}

/** One event of an order's life as the business counts it, on the UTC day of `at`. */
export type BusinessFact =
  | { type: "paid"; at: Date; totalCents: number }
  /** An artist took the order (an accept, or the admins' assignment): hours from payment. */
  | { type: "accepted"; at: Date; hours: number }
  /** The song first reached the customer: hours from payment, and whether by the package's due date. */
  | { type: "released"; at: Date; hours: number; onTime: boolean }
  | { type: "refunded"; at: Date; amountCents: number };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const hoursBetween = (from: Date, to: Date) => Math.max(0, (to.getTime() - from.getTime()) / HOUR_MS);

type CountedOrder = Pick<
  LifecycleOrder,
  "createdAt" | "totalCents" | "package" | "addOns" | "songVersion" | "releasedAt" | "refunds"
> & {
  work: Pick<NonNullable<LifecycleOrder["work"]>, "acceptedAt"> | null;
};

function releasedFact(order: CountedOrder, at: Date): BusinessFact {
  const due = isPackageKey(order.package) ? dueDate(order.createdAt, order.package, order.addOns) : null;
  return {
    type: "released",
    at,
    hours: hoursBetween(order.createdAt, at),
    onTime: due ? at.getTime() <= due.getTime() : false,
  };
}

/**
 * What one change of an order adds to the business's days: its payment (the order created), the
 * first artist taking it, the song's first delivery, each refund recorded. A command that changes
 * none of these adds nothing, and a repeated command changes nothing, so each counts once.
 */
export function businessFactsOfChange(before: CountedOrder | null, after: CountedOrder): BusinessFact[] {
  const facts: BusinessFact[] = [];
  if (!before) facts.push({ type: "paid", at: after.createdAt, totalCents: after.totalCents });
  const acceptedAt = after.work?.acceptedAt ?? null;
  if (acceptedAt && !before?.work?.acceptedAt)
    facts.push({ type: "accepted", at: acceptedAt, hours: hoursBetween(after.createdAt, acceptedAt) });
  if (after.songVersion > 0 && (before?.songVersion ?? 0) === 0 && after.releasedAt)
    facts.push(releasedFact(after, after.releasedAt));
  for (const refund of after.refunds.slice(before?.refunds.length ?? 0))
    facts.push({ type: "refunded", at: refund.refundedAt, amountCents: refund.amountCents });
  return facts;
}

/**
 * Everything a stored order has added to the business's days (a rebuild from the orders):
 * `firstReleasedAt` is its first delivery's time (its `releasedAt` when only one was made).
 */
export function businessFactsOfOrder(order: CountedOrder, firstReleasedAt: Date | null): BusinessFact[] {
  const facts = businessFactsOfChange(null, { ...order, songVersion: 0 });
  if (order.songVersion > 0 && firstReleasedAt) facts.push(releasedFact(order, firstReleasedAt));
  return facts;
}

/** A UTC day, "yyyy-mm-dd". */
export const businessDayKey = (at: Date): string => at.toISOString().slice(0, 10);

/** What one day holds (the sum of its shards). */
export interface BusinessDayCounts {
  orders: number;
  revenueCents: number;
  accepted: number;
  /** Counts per bucket of HOUR_BUCKET_EDGES. */
  acceptHours: number[];
  released: number;
  onTime: number;
  releaseHours: number[];
  refunds: number;
  refundedCents: number;
}

export const emptyBusinessDay = (): BusinessDayCounts => ({
  orders: 0,
  revenueCents: 0,
  accepted: 0,
  acceptHours: Array<number>(HOUR_BUCKET_COUNT).fill(0),
  released: 0,
  onTime: 0,
  releaseHours: Array<number>(HOUR_BUCKET_COUNT).fill(0),
  refunds: 0,
  refundedCents: 0,
});

/** `into` plus `counts`, bucket by bucket. */
export function addBusinessDays(into: BusinessDayCounts, counts: BusinessDayCounts): BusinessDayCounts {
  const sum = (a: readonly number[], b: readonly number[]) => a.map((count, index) => count + (b[index] ?? 0));
  return {
    orders: into.orders + counts.orders,
    revenueCents: into.revenueCents + counts.revenueCents,
    accepted: into.accepted + counts.accepted,
    acceptHours: sum(into.acceptHours, counts.acceptHours),
    released: into.released + counts.released,
    onTime: into.onTime + counts.onTime,
    releaseHours: sum(into.releaseHours, counts.releaseHours),
    refunds: into.refunds + counts.refunds,
    refundedCents: into.refundedCents + counts.refundedCents,
  };
}

/** A day's counts with `fact` added (what a rebuild sums, and what a write increments). */
export function addBusinessFact(into: BusinessDayCounts, fact: BusinessFact): BusinessDayCounts {
  const next = { ...into, acceptHours: [...into.acceptHours], releaseHours: [...into.releaseHours] };
  switch (fact.type) {
    case "paid":
      next.orders += 1;
      next.revenueCents += fact.totalCents;
      break;
    case "accepted":
      next.accepted += 1;
      next.acceptHours[hourBucketOf(fact.hours)]! += 1;
      break;
    case "released":
      next.released += 1;
      if (fact.onTime) next.onTime += 1;
      next.releaseHours[hourBucketOf(fact.hours)]! += 1;
      break;
    case "refunded":
      next.refunds += 1;
      next.refundedCents += fact.amountCents;
      break;
  }
  return next;
}

/** The days of a window ending on the UTC day of `now`, oldest first. */
export function businessWindowDays(window: BusinessWindow, now: Date): string[] {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return Array.from({ length: window }, (_, index) => businessDayKey(new Date(today - (window - 1 - index) * DAY_MS)));
}

/** What the report says of a day, and of the whole window. */
export interface BusinessFigures {
  orders: number;
  revenueCents: number;
  accepted: number;
  medianAcceptHours: number | null;
  released: number;
  onTime: number;
  medianReleaseHours: number | null;
  refunds: number;
  refundedCents: number;
}

/** One day's row of the report. */
export interface BusinessDayRow extends BusinessFigures {
  date: string;
}

/** Revenue of one week (Monday to Sunday, UTC) within the window; the first and last may be cut by it. */
export interface BusinessWeekRow {
  from: string;
  to: string;
  revenueCents: number;
  orders: number;
}

export interface BusinessReport {
  window: BusinessWindow;
  from: string;
  to: string;
  days: BusinessDayRow[];
  weeks: BusinessWeekRow[];
  totals: BusinessFigures & {
    /** Deliveries by the package's due date out of all deliveries, 0 to 1; null without deliveries. */
    onTimeRate: number | null;
  };
}

/** A day's (or a window's summed) counts as the report says them: the medians read from the hour buckets. */
function figuresOf(counts: BusinessDayCounts): BusinessFigures {
  const { acceptHours, releaseHours, ...totals } = counts;
  return {
    ...totals,
    medianAcceptHours: medianFromHistogram(acceptHours),
    medianReleaseHours: medianFromHistogram(releaseHours),
  };
}

/** The report of `window` days ending today from the stored days (a day not stored counts zero). */
export function businessReport(
  window: BusinessWindow,
  stored: ReadonlyMap<string, BusinessDayCounts>,
  now: Date,
): BusinessReport {
  const dates = businessWindowDays(window, now);
  let sum = emptyBusinessDay();
  const days = dates.map((date): BusinessDayRow => {
    const day = stored.get(date) ?? emptyBusinessDay();
    sum = addBusinessDays(sum, day);
    return { date, ...figuresOf(day) };
  });
  const weeks: BusinessWeekRow[] = [];
  for (const day of days) {
    const isMonday = new Date(`${day.date}T00:00:00Z`).getUTCDay() === 1;
    const week = weeks.at(-1);
    if (!week || isMonday)
      weeks.push({ from: day.date, to: day.date, revenueCents: day.revenueCents, orders: day.orders });
    else
      Object.assign(week, {
        to: day.date,
        revenueCents: week.revenueCents + day.revenueCents,
        orders: week.orders + day.orders,
      });
  }
  return {
    window,
    from: dates[0]!,
    to: dates.at(-1)!,
    days,
    weeks,
    totals: { ...figuresOf(sum), onTimeRate: sum.released > 0 ? sum.onTime / sum.released : null },
  };
}

const hoursCell = (hours: number | null) => (hours === null ? "" : String(hours));

/** The CSV header of the report's days. */
export const BUSINESS_CSV_HEADER = [
  "Date",
  "Orders",
  "Revenue (USD)",
  "Accepted",
  "Median hours to accept",
  "Delivered",
  "Delivered on time",
  "Median hours to deliver",
  "Refunds",
  "Refunded (USD)",
] as const;

/** The report's days as CSV (see csv.ts): the same numbers as its table, one row a day. */
export function businessCsv(report: BusinessReport): string {
  const rows = report.days.map((day) => [
    day.date,
    String(day.orders),
    centsAsDecimal(day.revenueCents),
    String(day.accepted),
    hoursCell(day.medianAcceptHours),
    String(day.released),
    String(day.onTime),
    hoursCell(day.medianReleaseHours),
    String(day.refunds),
    centsAsDecimal(day.refundedCents),
  ]);
  return csvDocument(BUSINESS_CSV_HEADER, rows);
}
