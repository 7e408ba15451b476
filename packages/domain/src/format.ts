/** Cents as dollars with two decimals: 2499 -> "$24.99" (spec: cents divided by 100). */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

// The platform's Intl gives the spec's 'MMMM d, yyyy' exactly for en-US, in the viewer's time zone.
const LONG_DATE = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" });

/** A date like "March 4, 2025" (the spec's 'MMMM d, yyyy'). */
export function formatLongDate(date: Date | string | number): string {
  return LONG_DATE.format(new Date(date));
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

const DATE_TIME = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** A moment like "Mar 4, 2025, 10:00 AM" in the viewer's time zone (admin lists' timestamps). */
export function formatDateTime(date: Date | string | number): string {
  return DATE_TIME.format(new Date(date));
}
