import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import {
  BANK_PAYOUT_STATUSES,
  MAX_PAGE_SIZE,
  type BankPayoutStatus,
  type BankPayoutView,
  type BankPayoutsResponse,
} from "@songs/domain";
import { numberOr, text, textOrNull } from "../adapters/firestore/documentFields";
import { toDate } from "../adapters/firestore/timestamps";
import { runTransaction } from "../adapters/firestore/transactions";
import { pageByCursor } from "../http/pageCursor";
import { payoutTotals } from "./payoutTotals";

const LIST = "bank-payouts";

/** A Stripe payout of an artist's connected account, as the Connect webhook keeps it. */
export interface BankPayoutFacts {
  artistId: string;
  stripeAccountId: string;
  bankLast4: string | null;
}

const statusOf = (value: unknown): BankPayoutStatus =>
  (BANK_PAYOUT_STATUSES as readonly unknown[]).includes(value) ? (value as BankPayoutStatus) : "pending";

function viewOf(snapshot: DocumentSnapshot): BankPayoutView {
  return {
    id: snapshot.id,
    amountCents: numberOr(snapshot.get("amountCents"), 0),
    currency: text(snapshot.get("currency")) || "usd",
    status: statusOf(snapshot.get("status")),
    bankLast4: textOrNull(snapshot.get("bankLast4")),
    arrivalDate: toDate(snapshot.get("arrivalDate")).toISOString(),
    failureCode: textOrNull(snapshot.get("failureCode")),
    failureMessage: textOrNull(snapshot.get("failureMessage")),
  };
}

/**
 * The one owner of `bankPayouts/{payoutId}`: Stripe's payouts of the artists' connected accounts to
 * their banks (Connect's `payout.paid` and `payout.failed`), and the paid-out total they move.
 */
export function bankPayouts(db: Firestore) {
  const collection = db.collection("bankPayouts");
  return {
    /**
     * Keeps the payout as Stripe now says it is, and in the same transaction moves the artist's
     * `paidOutCents` by what changed: a payout is counted once while it is paid (`countedCents`), so an
     * event delivered twice counts once, and a paid payout that later fails (Stripe can return one)
     * is taken back out. Answers whether the paid-out total moved.
     */
    async keep(payout: Stripe.Payout, facts: BankPayoutFacts): Promise<boolean> {
      const ref = collection.doc(payout.id);
      const totals = payoutTotals(db);
      return runTransaction(db, async (transaction) => {
        const stored = await transaction.get(ref);
        const counted = numberOr(stored.get("countedCents"), 0);
        const shouldCount = payout.status === "paid" ? payout.amount : 0;
        transaction.set(
          ref,
          {
            artistId: facts.artistId,
            stripeAccountId: facts.stripeAccountId,
            amountCents: payout.amount,
            currency: payout.currency,
            status: payout.status,
            bankLast4: facts.bankLast4,
            arrivalDate: Timestamp.fromMillis(payout.arrival_date * 1000),
            failureCode: payout.failure_code ?? null,
            failureMessage: payout.failure_message ?? null,
            countedCents: shouldCount,
            // The payout's own creation time: the studio lists them newest first.
            createdAt: Timestamp.fromMillis(payout.created * 1000),
            updatedAt: FieldValue.serverTimestamp(),
          },
          { merge: true },
        );
        if (shouldCount !== counted) totals.move(transaction, facts.artistId, { paidOutCents: shouldCount - counted });
        return shouldCount !== counted;
      });
    },

    /** A page of the artist's payouts, newest first. Index: bankPayouts (artistId, createdAt DESC). */
    async page(artistId: string, cursor?: string, limit = MAX_PAGE_SIZE): Promise<BankPayoutsResponse> {
      const page = await pageByCursor(collection.where("artistId", "==", artistId).orderBy("createdAt", "desc"), {
        list: LIST,
        field: "createdAt",
        limit,
        cursor,
      });
      return { payouts: page.docs.map(viewOf), nextCursor: page.nextCursor };
    },
  };
}

/** The last 4 digits of the account's bank account the payout went to (Stripe names it by id in `destination`). */
function bankLast4(account: Stripe.Account, destination: Stripe.Payout["destination"]): string | null {
  const id = typeof destination === "string" ? destination : (destination?.id ?? null);
  const bank = account.external_accounts?.data.find((external) => external.id === id);
  return bank && "last4" in bank ? bank.last4 : null;
}

/**
 * Keeps the artist's payout as Stripe now says it is (read fresh on their connected account, so a
 * late or repeated report cannot step it back): what the Connect webhook's `payout.paid` and
 * `payout.failed` do, and the seed for the demo's paid-out share.
 */
export async function keepStripePayout(
  db: Firestore,
  stripe: Stripe,
  ids: { artistId: string; stripeAccountId: string; payoutId: string },
): Promise<{ payout: Stripe.Payout; moved: boolean }> {
  const [payout, account] = await Promise.all([
    stripe.payouts.retrieve(ids.payoutId, {}, { stripeAccount: ids.stripeAccountId }),
    stripe.accounts.retrieve(ids.stripeAccountId),
  ]);
  const moved = await bankPayouts(db).keep(payout, {
    artistId: ids.artistId,
    stripeAccountId: ids.stripeAccountId,
    bankLast4: bankLast4(account, payout.destination),
  });
  return { payout, moved };
}
