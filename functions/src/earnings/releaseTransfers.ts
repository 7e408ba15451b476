import { Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { MAX_PAGE_SIZE } from "@songs/domain";
import { IN_QUERY_LIMIT, pagesOf } from "../adapters/firestore/queries";
import { pageByCursor } from "../http/pageCursor";
import { releaseEntryId } from "./earnings";
import { ledgerEntryRecord, type ReleaseTransferRecord } from "./earningsRecord";

/** A release entry with its transfer, as the admins' Payouts page and the reconciliation read it. */
export interface ReleaseWithTransfer {
  orderId: string;
  artistId: string;
  amountCents: number;
  recipientName: string | null;
  createdAt: Date;
  transfer: ReleaseTransferRecord | null;
}

/** Release entries read in one batch at most (a month's reconciliation may look up many). */
const READ_BATCH = 300;

function releaseOf(snapshot: DocumentSnapshot): ReleaseWithTransfer | null {
  const entry = ledgerEntryRecord.readIfExists(snapshot);
  if (entry?.kind !== "release") return null;
  const { orderId, artistId, amountCents, recipientName, createdAt, transfer } = entry;
  return { orderId, artistId, amountCents, recipientName, createdAt, transfer: transfer ?? null };
}

/** Reads of the release entries' transfers (`earnings/{orderId}-release`), for the payouts capability; the ledger module owns the writes. */
export function releaseTransfers(db: Firestore) {
  const collection = db.collection("earnings");
  const failing = collection.where("transfer.state", "==", "failing");
  return {
    /**
     * A page of the releases whose transfer is failing, the oldest release first (the admins' Payouts
     * page and the Operations page), and the cursor of the next. Index: earnings (transfer.state, createdAt).
     */
    async pageFailing(cursor?: string): Promise<{ rows: ReleaseWithTransfer[]; nextCursor: string | null }> {
      const page = await pageByCursor(failing.orderBy("createdAt", "asc"), {
        list: "failing-transfers",
        field: "createdAt",
        limit: MAX_PAGE_SIZE,
        cursor,
        ascending: true,
      });
      return {
        rows: page.docs.map(releaseOf).filter((release): release is ReleaseWithTransfer => release !== null),
        nextCursor: page.nextCursor,
      };
    },

    /** How many transfers are failing (one count() over the same filter, no document read). */
    async countFailing(): Promise<number> {
      return (await failing.count().get()).data().count;
    },

    /** The release entry of each order (those on file), read in one batch. */
    async ofOrders(orderIds: readonly string[]): Promise<Map<string, ReleaseWithTransfer>> {
      const unique = [...new Set(orderIds)].filter((id) => id !== "");
      if (unique.length === 0) return new Map();
      const found = new Map<string, ReleaseWithTransfer>();
      for (let start = 0; start < unique.length; start += READ_BATCH) {
        const snapshots = await db.getAll(
          ...unique.slice(start, start + READ_BATCH).map((id) => collection.doc(releaseEntryId(id))),
        );
        for (const release of snapshots.map(releaseOf)) if (release) found.set(release.orderId, release);
      }
      return found;
    },

    /**
     * What the ledger gives each order's artist (its release less its refunds' reversals), for the
     * orders with entries; read 30 orders a query (Firestore's `in` limit), a few entries each.
     */
    async netCentsOfOrders(orderIds: readonly string[]): Promise<Map<string, number>> {
      const unique = [...new Set(orderIds)];
      const net = new Map<string, number>();
      for (let start = 0; start < unique.length; start += IN_QUERY_LIMIT) {
        const entries = await collection
          .where("orderId", "in", unique.slice(start, start + IN_QUERY_LIMIT))
          .select("orderId", "amountCents")
          .get();
        for (const entry of entries.docs) {
          const orderId = entry.get("orderId") as string;
          net.set(orderId, (net.get(orderId) ?? 0) + (entry.get("amountCents") as number));
        }
      }
      return net;
    },

    /** The release entry of one order, or null. */
    async ofOrder(orderId: string): Promise<ReleaseWithTransfer | null> {
      return releaseOf(await collection.doc(releaseEntryId(orderId)).get());
    },

    /** Every release entry written in [start, end), read 500 at a time (the month's reconciliation). Index: earnings (kind, createdAt). */
    async *writtenBetween(start: Date, end: Date): AsyncGenerator<ReleaseWithTransfer[]> {
      const query = collection
        .where("kind", "==", "release")
        .where("createdAt", ">=", Timestamp.fromDate(start))
        .where("createdAt", "<", Timestamp.fromDate(end))
        .orderBy("createdAt", "asc");
      for await (const page of pagesOf(query))
        yield page.map(releaseOf).filter((release): release is ReleaseWithTransfer => release !== null);
    },

    /** Every release whose share is owed (not yet transferred), read 500 at a time (the money check). Index: single field. */
    async *owedPages(): AsyncGenerator<ReleaseWithTransfer[]> {
      for await (const page of pagesOf(collection.where("transfer.state", "==", "owed")))
        yield page.map(releaseOf).filter((release): release is ReleaseWithTransfer => release !== null);
    },
  };
}
