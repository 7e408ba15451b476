import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore";
import { artistShareCents, reversedShareCents, type EarningEntryView, type PackageKey } from "@songs/domain";
import { numberOr, strings, text, textOrNull } from "../adapters/firestore/documentFields";
import { toDate } from "../adapters/firestore/timestamps";

/** Largest ledger one read answers with (an artist's or, for the admins, everyone's newest). */
export const MAX_LEDGER_ENTRIES = 2000;

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
  /** Writes `earnings/{orderId}-refund-{refundedTotalCents}` when due; answers the cents reversed (as a positive number), or 0. */
  write(orderTotalCents: number): number;
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
 * among the caller's reads, then `release.write({...})` among its writes. `recordRelease` does both
 * at once for a transaction that has written nothing yet.
 */
export function earnings(db: Firestore) {
  const collection = db.collection("earnings");

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

    /** The release entry, exactly once per order, in a transaction that has not written yet. */
    async recordRelease(transaction: Transaction, release: ReleaseInput): Promise<number | null> {
      return (await this.prepareRelease(transaction, release.orderId)).write(release);
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
        write(orderTotalCents) {
          const reversed = reversedShareCents(entry.amountCents, orderTotalCents, refundedTotalCents) - reversedBefore;
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

    /** One artist's ledger, newest first. Index: earnings (artistId, createdAt DESC). */
    async listByArtist(artistId: string): Promise<EarningEntryView[]> {
      const snapshot = await collection.where("artistId", "==", artistId).orderBy("createdAt", "desc").limit(MAX_LEDGER_ENTRIES).get();
      return snapshot.docs.map(entryFromSnapshot);
    },

    /** Every artist's ledger, newest first. */
    async listAll(): Promise<EarningEntryView[]> {
      const snapshot = await collection.orderBy("createdAt", "desc").limit(MAX_LEDGER_ENTRIES).get();
      return snapshot.docs.map(entryFromSnapshot);
    },
  };
}
