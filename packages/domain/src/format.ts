/** Cents as dollars with two decimals: 2499 -> "$24.99" (spec: cents divided by 100). */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
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
