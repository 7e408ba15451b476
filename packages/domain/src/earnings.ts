/**
 * The artist's earnings ledger: a release entry per released order (the artist's share, see
 * `artistShareCents` in studio.ts) and a reversing entry per refund of it. Amounts are integer
 * cents, positive for a release and negative for a reversal, so a total is their sum.
 */
import { csvDocument } from "./csv";
import { formatLongDate } from "./format";
import { addOnLabel, packageLabel } from "./labels";

import type { EarningEntryView, EarningKind } from "./schemas/earnings";

/**
 * How much of a `shareCents` release is reversed once `refundedTotalCents` of the order's
 * `orderTotalCents` charge has been refunded, in total: the share in proportion, rounded down
 * (the artist keeps a fraction of a cent), never more than the share. A full refund reverses the
 * whole share. Computed on the cumulative refunded total, so the reversals of several partial
 * refunds add up to exactly what one refund of their sum would reverse.
 */
export function reversedShareCents(shareCents: number, orderTotalCents: number, refundedTotalCents: number): number {
  if (orderTotalCents <= 0 || refundedTotalCents >= orderTotalCents) return shareCents;
  if (refundedTotalCents <= 0) return 0;
  return Math.min(shareCents, Math.floor((shareCents * refundedTotalCents) / orderTotalCents));
}

/** Signed cents as a plain decimal with two places, for the CSV: -1749 -> "-17.49". */
export function centsAsDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Labels of the ledger's kinds. */
export const EARNING_KIND_LABELS: Readonly<Record<EarningKind, string>> = { release: "Release", refund: "Refund" };

/**
 * The ledger as CSV (see csv.ts): date (UTC, YYYY-MM-DD), order, recipient,
 * package, add-ons (labels joined by "; "), kind and the amount in dollars with two decimals; with
 * `artistName` first when the admins export every artist's ledger.
 */
export function earningsCsv(
  entries: readonly (EarningEntryView & { artistName?: string | null })[],
  options: { withArtist?: boolean } = {},
): string {
  const header = [
    ...(options.withArtist ? ["Artist"] : []),
    "Date",
    "Order",
    "Recipient",
    "Package",
    "Add-ons",
    "Kind",
    "Amount (USD)",
  ];
  const rows = entries.map((entry) => [
    ...(options.withArtist ? [entry.artistName ?? entry.artistId] : []),
    entry.createdAt.slice(0, 10),
    entry.orderId,
    entry.recipientName ?? "",
    packageLabel(entry.package),
    entry.addOns.map(addOnLabel).join("; "),
    EARNING_KIND_LABELS[entry.kind],
    centsAsDecimal(entry.amountCents),
  ]);
  return csvDocument(header, rows);
}

const MONTH_LABEL = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** A ledger month for people: "2026-11" -> "November 2026". */
export function earningMonthLabel(month: string): string {
  return MONTH_LABEL.format(new Date(`${month}-01T00:00:00Z`));
}

/** A ledger day for people, in UTC as the months are: "2026-11-20T10:00:00Z" -> "November 20, 2026". */
export function earningDateLabel(isoTime: string): string {
  return formatLongDate(isoTime, "UTC");
}

export const EARNINGS_TEXT = {
  title: "Earnings",
  lead: `Your share of each released order, and what refunds took back. Months are in UTC.`,
  empty: "No earnings yet. Your share is recorded here when an order you made is released to the customer.",
  download: "Download CSV",
  olderEntries: "Show older entries",
  downloadFailed: "The CSV could not be downloaded. Please try again.",
  loadFailed: "Your earnings could not be loaded.",
  adminTitle: "Artist Earnings",
  adminLead: "Every artist's ledger: their share of released orders and the refunds' reversals.",
  allArtists: "All artists",
  total: "Total",
} as const;
