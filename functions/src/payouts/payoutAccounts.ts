import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore";
import type Stripe from "stripe";
import { canReceiveTransfers, followUpOf, type FollowUp, type PayoutAccountFacts } from "@songs/domain";
import { followUps } from "../followUps";
import { strings } from "../adapters/firestore/documentFields";
import { runTransaction } from "../adapters/firestore/transactions";

/** `payoutAccounts/{artistId}`: the artist's Stripe Express account and what Stripe last said of it. */
export interface PayoutAccountRecord {
  artistId: string;
  stripeAccountId: string;
  facts: PayoutAccountFacts;
}

const COLLECTION = "payoutAccounts";

/** The follow-up that queues the transfers of an artist's owed shares once their account became ready at `readyAt` (its subject: `artist-{artistId}`). */
export const owedTransfersFollowUp = (artistId: string, readyAt: Date): FollowUp =>
  followUpOf(`artist-${artistId}`, { kind: "transfer_owed", artistId, readyAt });

/** What the studio shows of a Stripe account, from the account object itself. */
export function factsOf(account: Stripe.Account): PayoutAccountFacts {
  return {
    detailsSubmitted: account.details_submitted === true,
    payoutsEnabled: account.payouts_enabled === true,
    transfers: account.capabilities?.transfers ?? "inactive",
    currentlyDue: account.requirements?.currently_due ?? [],
    disabledReason: account.requirements?.disabled_reason ?? null,
  };
}

function recordOf(snapshot: DocumentSnapshot): PayoutAccountRecord | null {
  const data = snapshot.data();
  if (!data || typeof data.stripeAccountId !== "string") return null;
  const facts = (data.facts ?? {}) as Record<string, unknown>;
  return {
    artistId: snapshot.id,
    stripeAccountId: data.stripeAccountId,
    facts: {
      detailsSubmitted: facts.detailsSubmitted === true,
      payoutsEnabled: facts.payoutsEnabled === true,
      transfers: typeof facts.transfers === "string" ? facts.transfers : "inactive",
      currentlyDue: strings(facts.currentlyDue),
      disabledReason: typeof facts.disabledReason === "string" ? facts.disabledReason : null,
    },
  };
}

/** The one owner of `payoutAccounts/*`. */
export function payoutAccounts(db: Firestore) {
  const collection = db.collection(COLLECTION);
  return {
    async get(artistId: string): Promise<PayoutAccountRecord | null> {
      return recordOf(await collection.doc(artistId).get());
    },

    /** The artist's account record read in `transaction` (the release's read step). */
    async read(transaction: Transaction, artistId: string): Promise<PayoutAccountRecord | null> {
      return recordOf(await transaction.get(collection.doc(artistId)));
    },

    /** Several artists' records (those on file) in one read. */
    async getMany(artistIds: readonly string[]): Promise<Map<string, PayoutAccountRecord>> {
      if (artistIds.length === 0) return new Map();
      const snapshots = await db.getAll(...artistIds.map((id) => collection.doc(id)));
      return new Map(
        snapshots
          .map(recordOf)
          .filter((record): record is PayoutAccountRecord => record !== null)
          .map((record) => [record.artistId, record]),
      );
    },

    async findByStripeAccount(stripeAccountId: string): Promise<PayoutAccountRecord | null> {
      const snapshot = await collection.where("stripeAccountId", "==", stripeAccountId).limit(1).get();
      const first = snapshot.docs[0];
      return first ? recordOf(first) : null;
    },

    /**
     * Keeps the artist's account: the first one stored wins, so two requests that raced (and got
     * the same account from Stripe's idempotency anyway) leave one record. Answers the kept record.
     */
    async keep(artistId: string, account: Stripe.Account): Promise<PayoutAccountRecord> {
      const ref = collection.doc(artistId);
      return runTransaction(db, async (transaction) => {
        const existing = recordOf(await transaction.get(ref));
        if (existing) return existing;
        const record: PayoutAccountRecord = { artistId, stripeAccountId: account.id, facts: factsOf(account) };
        transaction.create(ref, {
          stripeAccountId: account.id,
          facts: record.facts,
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        });
        return record;
      });
    },

    /** Drops the record (the demo seed, whose local Stripe server forgets its accounts on restart). */
    async forget(artistId: string): Promise<void> {
      await collection.doc(artistId).delete();
    },

    /**
     * What Stripe now says of the account (read fresh from Stripe, so events arriving out of order
     * cannot step back). When the account becomes able to receive transfers, the same transaction
     * writes the one follow-up that transfers the artist's owed shares (`transfer_owed`, named after
     * that moment): concurrent or repeated events see it ready already and write none. Answers
     * whether it wrote it.
     */
    async saveFacts(artistId: string, account: Stripe.Account, now: Date = new Date()): Promise<boolean> {
      const ref = collection.doc(artistId);
      const facts = factsOf(account);
      return runTransaction(db, async (transaction) => {
        const before = recordOf(await transaction.get(ref));
        const becameReady = before !== null && !canReceiveTransfers(before.facts) && canReceiveTransfers(facts);
        transaction.update(ref, { facts, updatedAt: FieldValue.serverTimestamp() });
        if (becameReady) followUps(db).createNew(transaction, [owedTransfersFollowUp(artistId, now)]);
        return becameReady;
      });
    },
  };
}
