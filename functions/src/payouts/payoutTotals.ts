import {
  FieldPath,
  FieldValue,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import { numberOr } from "../adapters/firestore/documentFields";

/**
 * What the platform owes and has paid one artist, in integer cents: shares owed (released, not yet
 * transferred), transferred to their Stripe account, reversed after a full refund, and paid out by
 * Stripe to their bank. Kept as running totals in `payoutTotals/{artistId}`, moved in the same
 * transaction as the change they count, so the admins' Payouts page reads one document per artist.
 */
export interface PayoutTotals {
  owedCents: number;
  transferredCents: number;
  reversedCents: number;
  paidOutCents: number;
}

export type PayoutTotalsMove = Partial<PayoutTotals>;

const COLLECTION = "payoutTotals";

const totalsOf = (snapshot: DocumentSnapshot): PayoutTotals => ({
  owedCents: numberOr(snapshot.get("owedCents"), 0),
  transferredCents: numberOr(snapshot.get("transferredCents"), 0),
  reversedCents: numberOr(snapshot.get("reversedCents"), 0),
  paidOutCents: numberOr(snapshot.get("paidOutCents"), 0),
});

/** What a writer needs: the caller's transaction or a batch (the seed). */
interface TotalsWriter {
  set(
    ref: FirebaseFirestore.DocumentReference,
    data: Record<string, unknown>,
    options: FirebaseFirestore.SetOptions,
  ): unknown;
}

/** The one owner of `payoutTotals/*`. */
export function payoutTotals(db: Firestore) {
  const collection = db.collection(COLLECTION);
  return {
    /** Moves an artist's totals by the given amounts (negative to take away), inside the caller's transaction or batch. */
    move(writer: TotalsWriter | Transaction, artistId: string, move: PayoutTotalsMove): void {
      const data: Record<string, unknown> = { updatedAt: FieldValue.serverTimestamp() };
      for (const [field, cents] of Object.entries(move)) if (cents) data[field] = FieldValue.increment(cents);
      (writer as TotalsWriter).set(collection.doc(artistId), data, { merge: true });
    },

    /** Sets an artist's totals outright (the demo seed, which makes its artists' payouts anew on each start). */
    replace(writer: TotalsWriter, artistId: string, totals: PayoutTotals): void {
      writer.set(collection.doc(artistId), { ...totals, updatedAt: FieldValue.serverTimestamp() }, { merge: false });
    },

    async get(artistId: string): Promise<PayoutTotals> {
      return totalsOf(await collection.doc(artistId).get());
    },

    /**
     * A page of the artists with totals (every artist the platform ever owed), by artist id after
     * `cursor` (the last page's last artist id); `nextCursor` is null on the last page.
     */
    async page(
      cursor: string | undefined,
      limit: number,
    ): Promise<{ rows: { artistId: string; totals: PayoutTotals }[]; nextCursor: string | null }> {
      const ordered = collection.orderBy(FieldPath.documentId(), "asc");
      const snapshot = await (cursor ? ordered.startAfter(cursor) : ordered).limit(limit + 1).get();
      const docs = snapshot.docs.slice(0, limit);
      return {
        rows: docs.map((doc) => ({ artistId: doc.id, totals: totalsOf(doc) })),
        nextCursor: snapshot.size > limit ? (docs.at(-1)?.id ?? null) : null,
      };
    },

    /** Several artists' totals in one read (the admins' page of artists, at most a page long). */
    async getMany(artistIds: readonly string[]): Promise<Map<string, PayoutTotals>> {
      if (artistIds.length === 0) return new Map();
      const snapshots = await db.getAll(...artistIds.map((id) => collection.doc(id)));
      return new Map(snapshots.map((snapshot) => [snapshot.id, totalsOf(snapshot)]));
    },
  };
}
