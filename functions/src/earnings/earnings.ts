import { AggregateField, FieldValue, Timestamp, type DocumentSnapshot, type Firestore, type Query, type Transaction } from "firebase-admin/firestore";
import { artistShareCents, reversedShareCents, type EarningEntryView, type MonthlyEarnings, type PackageKey } from "@songs/domain";
import { decodeIdCursor, invalidCursor, UNKNOWN_CURSOR } from "../http/cursor";
import { numberOr, strings, text, textOrNull } from "../adapters/firestore/documentFields";
import { toDate } from "../adapters/firestore/timestamps";

/** A ledger's screen shows its entries this many at a time, newest first. */
export const LEDGER_PAGE = 200;

/** The CSV export reads the whole ledger in pages this large. */
const EXPORT_PAGE = 1000;

/** Whose ledger: one artist's, or every artist's (the admins' view). */
export interface LedgerFilter {
  artistId?: string;
}

/** A page of entries and the cursor of the next (the last entry's id), null on the last page. */
export interface LedgerPage {
  entries: EarningEntryView[];
  nextCursor: string | null;
}

/** A ledger's totals over all its entries: per UTC month, newest first, and overall. */
export interface LedgerTotals {
  months: MonthlyEarnings[];
  totalCents: number;
}

/** The first instant of the UTC month `offset` months after `date`'s. */
const monthStart = (date: Date, offset = 0) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
const monthKey = (date: Date) => date.toISOString().slice(0, 7);

const STALE_PAGE = "This ledger's page link is out of date. Reload the ledger.";

/** What a released order earns its artist: the order's package and add-ons fix the share. */
export interface ReleaseInput {
  orderId: string;
  artistId: string;
  package: PackageKey;
  addOns: readonly string[];
  recipientName?: string | null;
}

/** A release entry's read step: whether the order has one already, and the write that records it once. */
export interface PreparedRelease {
  alreadyRecorded: boolean;
  /** Writes `earnings/{orderId}-release` unless it was there when prepared; answers the share recorded, or null. */
  write(release: Omit<ReleaseInput, "orderId">): number | null;
}

/** A refund's reversal, read step done: the write reverses the share in proportion to the refunded total. */
export interface PreparedReversal {
  /**
   * Writes `earnings/{orderId}-refund-{refundedTotalCents}` when due; answers the cents reversed (as
   * a positive number), or 0. `excludedCents` (what physical items' refunds took) counts neither in
   * the order's total nor in its refunded total: goods refunded never touch the artist's share.
   */
  write(orderTotalCents: number, excludedCents?: number): number;
}

export const releaseEntryId = (orderId: string) => `${orderId}-release`;
export const refundEntryId = (orderId: string, refundedTotalCents: number) => `${orderId}-refund-${refundedTotalCents}`;

function entryFromSnapshot(snapshot: DocumentSnapshot): EarningEntryView {
  const data = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    artistId: text(data.artistId),
    orderId: text(data.orderId),
    kind: data.kind === "refund" ? "refund" : "release",
    amountCents: numberOr(data.amountCents, 0),
    package: text(data.package),
    addOns: strings(data.addOns),
    recipientName: textOrNull(data.recipientName),
    createdAt: toDate(data.createdAt).toISOString(),
  };
}

/**
 * The owner of the artists' earnings ledger, `earnings/*`: one release entry per released order
 * and one reversing entry per refund of it, written inside the caller's Firestore transaction so the
 * ledger moves together with the order. Firestore transactions need every read before any write, so
 * each write has a read step: `const release = await earnings(db).prepareRelease(transaction, id)`
 * among the caller's reads, then `release.write({...})` among its writes.
 */
export function earnings(db: Firestore) {
  const collection = db.collection("earnings");
  const ofLedger = (filter: LedgerFilter): Query => (filter.artistId ? collection.where("artistId", "==", filter.artistId) : collection);
  const newestFirst = (filter: LedgerFilter) => ofLedger(filter).orderBy("createdAt", "desc");

  return {
    async prepareRelease(transaction: Transaction, orderId: string): Promise<PreparedRelease> {
      const ref = collection.doc(releaseEntryId(orderId));
      const alreadyRecorded = (await transaction.get(ref)).exists;
      return {
        alreadyRecorded,
        write(release) {
          if (alreadyRecorded) return null;
          const amountCents = artistShareCents(release.package, release.addOns);
          transaction.create(ref, {
            artistId: release.artistId,
            orderId,
            kind: "release",
            amountCents,
            package: release.package,
            addOns: [...release.addOns],
            recipientName: release.recipientName ?? null,
            createdAt: FieldValue.serverTimestamp(),
          });
          return amountCents;
        },
      };
    },


    /**
     * Read step of a refund's reversing entry. Only an order with a release entry gets reversals;
     * each refund (keyed by the charge's refunded total after it) is reversed once. What it reverses
     * is the share's proportion of the refunded total (`reversedShareCents`) less what earlier
     * reversals of the order took, so refunds arriving in any order never reverse more than the share.
     */
    async prepareRefundReversal(transaction: Transaction, orderId: string, refundedTotalCents: number): Promise<PreparedReversal> {
      const ref = collection.doc(refundEntryId(orderId, refundedTotalCents));
      const [release, existing, ofOrder] = await Promise.all([
        transaction.get(collection.doc(releaseEntryId(orderId))),
        transaction.get(ref),
        transaction.get(collection.where("orderId", "==", orderId)),
      ]);
      const none: PreparedReversal = { write: () => 0 };
      if (!release.exists || existing.exists) return none;
      const entry = entryFromSnapshot(release);
      const reversedBefore = -ofOrder.docs.map(entryFromSnapshot).filter((e) => e.kind === "refund").reduce((sum, e) => sum + e.amountCents, 0);
      return {
        write(orderTotalCents, excludedCents = 0) {
          const reversed = reversedShareCents(entry.amountCents, orderTotalCents - excludedCents, refundedTotalCents - excludedCents) - reversedBefore;
          if (reversed <= 0) return 0;
          transaction.create(ref, {
            artistId: entry.artistId,
            orderId,
            kind: "refund",
            amountCents: -reversed,
            refundedTotalCents,
            package: entry.package,
            addOns: entry.addOns,
            recipientName: entry.recipientName,
            createdAt: FieldValue.serverTimestamp(),
          });
          return reversed;
        },
      };
    },

    /** A page of the ledger, newest first, after the entry `cursor`. Index: earnings (artistId, createdAt DESC). */
    async page(filter: LedgerFilter, cursor?: string, limit = LEDGER_PAGE): Promise<LedgerPage> {
      let query = newestFirst(filter);
      if (cursor) {
        const after = await collection.doc(decodeIdCursor(cursor, STALE_PAGE, UNKNOWN_CURSOR)).get();
        if (!after.exists || (filter.artistId && after.get("artistId") !== filter.artistId)) throw invalidCursor(STALE_PAGE, UNKNOWN_CURSOR);
        query = query.startAfter(after);
      }
      const snapshot = await query.limit(limit + 1).get();
      const entries = snapshot.docs.slice(0, limit).map(entryFromSnapshot);
      return { entries, nextCursor: snapshot.size > limit ? (entries.at(-1)?.id ?? null) : null };
    },

    /** Every entry of the ledger, newest first, read a page at a time (the CSV export). */
    async all(filter: LedgerFilter): Promise<EarningEntryView[]> {
      const entries: EarningEntryView[] = [];
      let cursor: string | undefined;
      do {
        const page = await this.page(filter, cursor, EXPORT_PAGE);
        entries.push(...page.entries);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return entries;
    },

    /**
     * The ledger's totals over every entry, however many: Firestore sums each UTC month from the
     * oldest entry's to the newest's (an aggregation query per month, no entry read), so a long
     * ledger's totals never come from a cut list.
     */
    async totals(filter: LedgerFilter): Promise<LedgerTotals> {
      const [newest, oldest] = await Promise.all([newestFirst(filter).limit(1).get(), newestFirst(filter).limitToLast(1).get()]);
      const [first, last] = [oldest.docs[0], newest.docs[0]];
      if (!first || !last) return { months: [], totalCents: 0 };
      const starts: Date[] = [];
      for (let start = monthStart(toDate(last.get("createdAt"))); start >= monthStart(toDate(first.get("createdAt"))); start = monthStart(start, -1)) starts.push(start);
      const months = await Promise.all(
        starts.map(async (start) => {
          const inMonth = newestFirst(filter).where("createdAt", ">=", Timestamp.fromDate(start)).where("createdAt", "<", Timestamp.fromDate(monthStart(start, 1)));
          const sums = (await inMonth.aggregate({ totalCents: AggregateField.sum("amountCents"), entries: AggregateField.count() }).get()).data();
          return { month: monthKey(start), totalCents: sums.totalCents, entries: sums.entries };
        }),
      );
      const withEntries = months.filter((month) => month.entries > 0).map(({ month, totalCents }) => ({ month, totalCents }));
      return { months: withEntries, totalCents: withEntries.reduce((total, month) => total + month.totalCents, 0) };
    },
  };
}
