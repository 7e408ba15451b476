const DOLLARS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const COUNT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** A count with thousands separators: 1234 -> "1,234". */
export function formatCount(count: number): string {
  return COUNT.format(count);
}

/** Cents as dollars with two decimals and thousands separators: 636541 -> "$6,365.41" (spec: cents divided by 100). */
export function formatCents(cents: number): string {
  return DOLLARS.format(cents / 100);
}

/*
 * The product's two ways of writing a moment, used everywhere (pages, admin lists, emails): the
 * long date (the spec's 'MMMM d, yyyy', which the platform's Intl gives exactly for en-US) and the
 * date with its time, naming the time zone it is told in.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: "date" | "time", timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone ?? ""}`;
  let found = formatters.get(key);
  if (!found) {
    const fields: Intl.DateTimeFormatOptions =
      kind === "date" ? { month: "long", day: "numeric", year: "numeric" } : { hour: "numeric", minute: "2-digit" };
    found = new Intl.DateTimeFormat("en-US", { ...fields, ...(timeZone ? { timeZone } : {}) });
    formatters.set(key, found);
  }
  return found;
}

/** The zone of the device (the viewer's, or the server's for what it writes). */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** A date like "March 4, 2025" (the spec's 'MMMM d, yyyy'), in the viewer's time zone or `timeZone`. */
export function formatLongDate(date: Date | string | number, timeZone?: string): string {
  return formatter("date", timeZone).format(new Date(date));
}

/** A UTC day as the aggregates and the books key it ("2026-12-07") as a long date: "December 7, 2026". */
export function formatDay(isoDay: string): string {
  return formatLongDate(`${isoDay}T00:00:00Z`, "UTC");
}

const SHORT_DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** The same day as a chart's bar names it, where a long date does not fit: "Dec 7". */
export function formatShortDay(isoDay: string): string {
  return SHORT_DAY.format(new Date(`${isoDay}T00:00:00Z`));
}

const MONTH = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** A UTC month as the books key it ("2026-12") in words: "December 2026". */
export function formatMonth(isoMonth: string): string {
  return MONTH.format(new Date(`${isoMonth}-01T00:00:00Z`));
}

/**
 * A moment with its time and the zone it is told in: "March 4, 2025 at 10:00 AM (Europe/Dublin)",
 * in `timeZone` (a gift's recipient's, "UTC" in emails) or else the viewer's.
 */
export function formatDateTime(date: Date | string | number, timeZone: string = deviceTimeZone()): string {
  const instant = new Date(date);
  return `${formatLongDate(instant, timeZone)} at ${formatter("time", timeZone).format(instant)} (${timeZone.replace(/_/g, " ")})`;
}

/** Artist rating with one decimal: 4.85 -> "4.9". */
export function formatRating(rating: number): string {
  // toFixed alone turns 4.85 into "4.8" (binary floating point); round half up first.
  return (Math.round((rating + Number.EPSILON) * 10) / 10).toFixed(1);
}

/** File size in kilobytes with two decimals (security dashboard). */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(2)} KB`;
}

/** Letters and digits people read aloud without confusing them (no I, L, O, U, 0, 1). */
const READ_ALOUD = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * The order's short number people read aloud and type ("K7Q-4HM"), derived from its id (FNV-1a),
 * so every page and email shows the same one without storing it. A label, never a key: the id
 * stays the order's address.
 */
export function orderNumber(orderId: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < orderId.length; index += 1) {
    hash ^= orderId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  let letters = "";
  for (let index = 0; index < 6; index += 1) {
    letters += READ_ALOUD[hash % READ_ALOUD.length];
    hash = Math.floor(hash / READ_ALOUD.length);
  }
  return `${letters.slice(0, 3)}-${letters.slice(3)}`;
}
