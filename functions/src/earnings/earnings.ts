import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type SetOptions,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import {
  artistShareOfOrder,
  MAX_PAGE_SIZE,
  reversedShareCents,
  type EarningEntryView,
  type MonthlyEarnings,
  type PackageKey,
  type ShareTransfer,
  type ShareTransferState,
} from "@songs/domain";
import { numberOr, text } from "../adapters/firestore/documentFields";
import { commitChanges, pagesOf, type BackfillCount, type BackfillOptions } from "../adapters/firestore/queries";
import { pageByCursor } from "../http/pageCursor";
import { entryView, ledgerEntryRecord, type LedgerEntryRecord } from "./earningsRecord";

/** A ledger's screen shows its entries this many at a time, newest first. */
export const LEDGER_PAGE = MAX_PAGE_SIZE;

/** A ledger's screen shows the totals of this many months, the current one included. */
export const LEDGER_MONTHS = 24;

/**
 * Every artist's totals (the admins' view) take every entry's write: kept in this many shards,
 * so no one document takes more than a share of them (Firestore sustains about one write per
 * second per document), and summed on read.
 */
export const LEDGER_TOTAL_SHARDS = 4;

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

/** A ledger's totals: per UTC month of the last LEDGER_MONTHS, newest first, and overall (every entry ever). */
export interface LedgerTotals {
  months: MonthlyEarnings[];
  totalCents: number;
}

/** The first instant of the UTC month `offset` months after `date`'s. */
const monthStart = (date: Date, offset = 0) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
const monthKey = (date: Date) => date.toISOString().slice(0, 7);

/** The period of a ledger's overall total; months are "2026-11", which sort before it. */
const ALL_TIME = "all";
const LEDGER_LIST = "ledger";

/** An entry of the ledger as written, before its id and creation time are set (its transfer's time is the entry's). */
export interface LedgerEntry extends Omit<
  LedgerEntryRecord,
  "id" | "createdAt" | "addOns" | "transfer" | "recipientName"
> {
  addOns: readonly string[];
  recipientName: string | null;
  /** A release entry: what became of the share's transfer to the artist. */
  transfer?: ShareTransfer;
}

/** What writes an entry: the caller's transaction, or a batch (the seed). */
export interface LedgerWriter {
  create(ref: DocumentReference, data: Record<string, unknown>): unknown;
  set(ref: DocumentReference, data: Record<string, unknown>, options: SetOptions): unknown;
}

const shardOf = (entryId: string) =>
  [...entryId].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7) % LEDGER_TOTAL_SHARDS;
const allArtistsScopes = Array.from({ length: LEDGER_TOTAL_SHARDS }, (_, shard) => `all-${shard}`);

/** One running total of the ledger: `ledgerTotals/{scope}_{period}`. */
interface LedgerTotalKey {
  id: string;
  scope: string;
  period: string;
}

/** The running totals an entry moves: its artist's month and overall total, and every artist's (one shard of them). */
function totalsMovedBy(entryId: string, artistId: string, createdAt: Date): LedgerTotalKey[] {
  return [artistId, allArtistsScopes[shardOf(entryId)] as string].flatMap((scope) =>
    [monthKey(createdAt), ALL_TIME].map((period) => ({ id: `${scope}_${period}`, scope, period })),
  );
}

/**
 * Writes one ledger entry and, with it, the running totals it moves (`totalsMovedBy`), in
 * `ledgerTotals/{scope}_{period}` with `FieldValue.increment`. The only way an entry is written, by
 * the order's transaction and by the seed alike, so the totals always equal the sum of the entries.
 */
export function writeLedgerEntry(
  db: Firestore,
  writer: LedgerWriter,
  entryId: string,
  entry: LedgerEntry,
  createdAt: Date = new Date(),
): void {
  const { transfer, ...fields } = entry;
  writer.create(
    db.collection("earnings").doc(entryId),
    ledgerEntryRecord.write({
      ...fields,
      id: entryId,
      addOns: [...entry.addOns],
      ...(transfer ? { transfer: { ...transfer, updatedAt: createdAt } } : {}),
      createdAt,
    }),
  );
  const totals = db.collection("ledgerTotals");
  for (const { id, scope, period } of totalsMovedBy(entryId, entry.artistId, createdAt)) {
    writer.set(
      totals.doc(id),
      { scope, period, totalCents: FieldValue.increment(entry.amountCents), entries: FieldValue.increment(1) },
      { merge: true },
    );
  }
}

/**
 * Recomputes every running total from the entries (those written before the totals were kept
 * have none): reads every entry 500 at a time, sums each total it moves (`totalsMovedBy`, as
 * `writeLedgerEntry` moves them), then SETS each total that differs from its sum (and zeroes one no
 * entry moves), never increments, so a second run, or a run after an interrupted one, changes
 * nothing. Counts the entries read and the totals changed. Run it when no entry is being written
 * (an entry written meanwhile may be counted out; running it again counts it in).
 */
export async function rebuildLedgerTotals(db: Firestore, options: BackfillOptions): Promise<BackfillCount> {
  const sums = new Map<string, LedgerTotalKey & { totalCents: number; entries: number }>();
  let read = 0;
  for await (const page of pagesOf(db.collection("earnings"))) {
    read += page.length;
    for (const entry of page.map(ledgerEntryRecord.read)) {
      for (const key of totalsMovedBy(entry.id, entry.artistId, entry.createdAt)) {
        const sum = sums.get(key.id) ?? { ...key, totalCents: 0, entries: 0 };
        sums.set(key.id, { ...sum, totalCents: sum.totalCents + entry.amountCents, entries: sum.entries + 1 });
      }
    }
  }
  const totals = db.collection("ledgerTotals");
  const changes: ((batch: WriteBatch) => void)[] = [];
  const stale = (doc: DocumentSnapshot, sum: { totalCents: number; entries: number }) =>
    numberOr(doc.get("totalCents"), 0) !== sum.totalCents || numberOr(doc.get("entries"), 0) !== sum.entries;
  for await (const page of pagesOf(totals)) {
    for (const doc of page) {
      const sum = sums.get(doc.id) ?? {
        id: doc.id,
        scope: text(doc.get("scope")),
        period: text(doc.get("period")),
        totalCents: 0,
        entries: 0,
      };
      sums.delete(doc.id);
      if (stale(doc, sum))
        changes.push((batch) =>
          batch.set(doc.ref, {
            scope: sum.scope,
            period: sum.period,
            totalCents: sum.totalCents,
            entries: sum.entries,
          }),
        );
    }
  }
  for (const sum of sums.values())
    changes.push((batch) =>
      batch.set(totals.doc(sum.id), {
        scope: sum.scope,
        period: sum.period,
        totalCents: sum.totalCents,
        entries: sum.entries,
      }),
    );
  const count: BackfillCount = { read: 0, changed: 0 };
  await commitChanges(db, count, options, changes, read);
  return count;
}

/** A released order's share and its transfer, from the order's release entry. */
export interface ReleasedShare {
  orderId: string;
  artistId: string;
  amountCents: number;
  paymentIntentId: string | null;
  transfer: ShareTransfer;
}

/** The share a release entry records; null for none, or one released before transfers were kept. */
function releasedShareOf(entry: LedgerEntryRecord | null): ReleasedShare | null {
  if (!entry?.transfer) return null;
  const { updatedAt: _updatedAt, ...transfer } = entry.transfer;
  const { orderId, artistId, amountCents } = entry;
  return { orderId, artistId, amountCents, paymentIntentId: entry.paymentIntentId ?? null, transfer };
}

/** An artist's owed (or failing) shares are read this many at a time. */
export const OWED_SHARES_PAGE = 100;

/** What a released order earns its artist: the order's package and add-ons fix the share. */
export interface ReleaseInput {
  orderId: string;
  artistId: string;
  package: PackageKey;
  addOns: readonly string[];
  recipientName?: string | null;
  /** The customer used a promotion code (the share is the same: see `artistShareOfOrder`). */
  discounted?: boolean;
  /** The order's payment, whose charge funds the share's transfer. */
  paymentIntentId?: string | null;
  /** The share's transfer as released: owed (queued or waiting for the artist's account), or dropped (refunded in full already). */
  transfer?: ShareTransfer;
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

/**
 * The owner of the artists' earnings ledger, `earnings/*`: one release entry per released order
 * and one reversing entry per refund of it, written inside the caller's Firestore transaction so the
 * ledger moves together with the order. Firestore transactions need every read before any write, so
 * each write has a read step: `const release = await earnings(db).prepareRelease(transaction, id)`
 * among the caller's reads, then `release.write({...})` among its writes.
 */
export function earnings(db: Firestore) {
  const collection = db.collection("earnings");
  const ofLedger = (filter: LedgerFilter): Query =>
    filter.artistId ? collection.where("artistId", "==", filter.artistId) : collection;

  return {
    async prepareRelease(transaction: Transaction, orderId: string): Promise<PreparedRelease> {
      const ref = collection.doc(releaseEntryId(orderId));
      const alreadyRecorded = (await transaction.get(ref)).exists;
      return {
        alreadyRecorded,
        write(release) {
          if (alreadyRecorded) return null;
          const amountCents = artistShareOfOrder(release.package, release.addOns);
          writeLedgerEntry(db, transaction, ref.id, {
            artistId: release.artistId,
            orderId,
            kind: "release",
            amountCents,
            package: release.package,
            addOns: release.addOns,
            recipientName: release.recipientName ?? null,
            ...(release.discounted ? { discounted: true } : {}),
            ...(release.transfer
              ? { transfer: release.transfer, paymentIntentId: release.paymentIntentId ?? null }
              : {}),
          });
          return amountCents;
        },
      };
    },

    /** The order's released share and its transfer (null: not released, or released before transfers were kept), read in `transaction`. */
    async readShare(transaction: Transaction, orderId: string): Promise<ReleasedShare | null> {
      return releasedShareOf(
        ledgerEntryRecord.readIfExists(await transaction.get(collection.doc(releaseEntryId(orderId)))),
      );
    },

    /** The order's released share as stored now (outside a transaction: what a follow-up is about to ask of Stripe). */
    async getShare(orderId: string): Promise<ReleasedShare | null> {
      return releasedShareOf(ledgerEntryRecord.readIfExists(await collection.doc(releaseEntryId(orderId)).get()));
    },

    /** Writes the share's new transfer state, changed at `now`, in the caller's transaction (its read step was `readShare`). */
    saveTransfer(transaction: Transaction, orderId: string, transfer: ShareTransfer, now: Date = new Date()): void {
      transaction.update(
        collection.doc(releaseEntryId(orderId)),
        ledgerEntryRecord.fields({ transfer: { ...transfer, updatedAt: now } }),
      );
    },

    /**
     * A page of the artist's shares whose transfer is in `state` (owed, failing), oldest release
     * first, after the page that ended at `after`. Index: earnings (artistId, transfer.state, createdAt).
     */
    async pageInState(
      artistId: string,
      state: ShareTransferState,
      after?: QueryDocumentSnapshot,
      limit = OWED_SHARES_PAGE,
    ): Promise<{ shares: ReleasedShare[]; last: QueryDocumentSnapshot | undefined }> {
      const query = collection
        .where("artistId", "==", artistId)
        .where("transfer.state", "==", state)
        .orderBy("createdAt", "asc");
      const snapshot = await (after ? query.startAfter(after) : query).limit(limit).get();
      return {
        shares: snapshot.docs.flatMap((doc) => releasedShareOf(ledgerEntryRecord.read(doc)) ?? []),
        last: snapshot.docs.at(-1),
      };
    },

    /**
     * Read step of a refund's reversing entry. Only an order with a release entry gets reversals;
     * each refund (keyed by the charge's refunded total after it) is reversed once. What it reverses
     * is the share's proportion of the refunded total (`reversedShareCents`) less what earlier
     * reversals of the order took, so refunds arriving in any order never reverse more than the share.
     */
    async prepareRefundReversal(
      transaction: Transaction,
      orderId: string,
      refundedTotalCents: number,
    ): Promise<PreparedReversal> {
      const ref = collection.doc(refundEntryId(orderId, refundedTotalCents));
      const [release, existing, ofOrder] = await Promise.all([
        transaction.get(collection.doc(releaseEntryId(orderId))),
        transaction.get(ref),
        transaction.get(collection.where("orderId", "==", orderId)),
      ]);
      const none: PreparedReversal = { write: () => 0 };
      if (!release.exists || existing.exists) return none;
      const entry = ledgerEntryRecord.read(release);
      const reversedBefore = -ofOrder.docs
        .map(ledgerEntryRecord.read)
        .filter((e) => e.kind === "refund")
        .reduce((sum, e) => sum + e.amountCents, 0);
      return {
        write(orderTotalCents, excludedCents = 0) {
          const reversed =
            reversedShareCents(entry.amountCents, orderTotalCents - excludedCents, refundedTotalCents - excludedCents) -
            reversedBefore;
          if (reversed <= 0) return 0;
          writeLedgerEntry(db, transaction, ref.id, {
            artistId: entry.artistId,
            orderId,
            kind: "refund",
            amountCents: -reversed,
            refundedTotalCents,
            package: entry.package,
            addOns: entry.addOns,
            recipientName: entry.recipientName,
          });
          return reversed;
        },
      };
    },

    /** A page of the ledger, newest first, after `cursor` (a page's `nextCursor`). Index: earnings (artistId, createdAt DESC). */
    async page(filter: LedgerFilter, cursor?: string, limit = LEDGER_PAGE): Promise<LedgerPage> {
      const page = await pageByCursor(ofLedger(filter).orderBy("createdAt", "desc"), {
        list: LEDGER_LIST,
        field: "createdAt",
        limit,
        cursor,
      });
      return { entries: page.docs.map((doc) => entryView(ledgerEntryRecord.read(doc))), nextCursor: page.nextCursor };
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
     * The ledger's totals from its running totals (`ledgerTotals/*`, kept by `writeLedgerEntry`):
     * the last LEDGER_MONTHS months and the overall total, at most (LEDGER_MONTHS + 1) documents
     * for one artist, times LEDGER_TOTAL_SHARDS for every artist; no entry is read or summed.
     * Index: ledgerTotals (scope, period DESC).
     */
    async totals(filter: LedgerFilter, now: Date = new Date()): Promise<LedgerTotals> {
      const scopes = filter.artistId ? [filter.artistId] : allArtistsScopes;
      const snapshot = await db
        .collection("ledgerTotals")
        .where("scope", "in", scopes)
        .orderBy("period", "desc")
        .where("period", ">=", monthKey(monthStart(now, 1 - LEDGER_MONTHS)))
        .limit((LEDGER_MONTHS + 2) * scopes.length)
        .get();
      const byPeriod = new Map<string, { totalCents: number; entries: number }>();
      for (const doc of snapshot.docs) {
        const period = text(doc.get("period"));
        const sum = byPeriod.get(period) ?? { totalCents: 0, entries: 0 };
        byPeriod.set(period, {
          totalCents: sum.totalCents + numberOr(doc.get("totalCents"), 0),
          entries: sum.entries + numberOr(doc.get("entries"), 0),
        });
      }
      const months = [...byPeriod.entries()]
        .filter(([period, sum]) => period !== ALL_TIME && sum.entries > 0)
        .sort(([a], [b]) => b.localeCompare(a))
        .map(([month, sum]) => ({ month, totalCents: sum.totalCents }));
      return { months, totalCents: byPeriod.get(ALL_TIME)?.totalCents ?? 0 };
    },
  };
}
