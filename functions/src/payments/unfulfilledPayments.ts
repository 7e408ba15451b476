import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { z } from "zod";
import { MAX_PAGE_SIZE } from "@songs/domain";
import { countedPageByCursor } from "../http/pageCursor";
import { runTransaction } from "../adapters/firestore/transactions";
import { orNull, storedRecord, timestamp } from "../adapters/firestore/storedRecord";

/** Why a paid Checkout Session could not become its order. */
export const UNFULFILLED_REASONS = {
  no_checkout: "The checkout it paid for was gone (its account deleted)",
  owner_gone: "Its account was deleted while the payment was made",
  order_refused: "The order was refused when it was paid",
} as const;
export type UnfulfilledReason = keyof typeof UNFULFILLED_REASONS;

/**
 * `unfulfilledPayments/{stripeSessionId}`: a paid Checkout Session that became no order, refunded in
 * full (one per session; with the orders, what every paid session ends as). Nobody's data: the
 * payment's ids and amounts only.
 */
const unfulfilledPaymentRecord = storedRecord(
  z.object({
    sessionId: z.string(),
    paymentIntentId: z.string(),
    /** Null when the charge was refunded before, in Stripe's dashboard. */
    refundId: orNull(z.string()),
    chargeId: orNull(z.string()),
    amountCents: z.number().int().nonnegative(),
    currency: z.string(),
    reason: z.enum(Object.keys(UNFULFILLED_REASONS) as [UnfulfilledReason, ...UnfulfilledReason[]]),
    refundedAt: timestamp,
  }),
  { id: "sessionId", idStored: true, stamps: ["refundedAt"] },
);
export type UnfulfilledPayment = ReturnType<typeof unfulfilledPaymentRecord.read>;

export const UNFULFILLED_PAYMENTS = "unfulfilledPayments";

/** How long a refunded payment stays on the admins' Operations page. */
const RECENT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export function unfulfilledPayments(db: Firestore) {
  const collection = db.collection(UNFULFILLED_PAYMENTS);
  return {
    /** Records the refund once: a second report of the same session finds the first record and keeps it. */
    async record(payment: Omit<UnfulfilledPayment, "refundedAt">): Promise<UnfulfilledPayment> {
      const ref = collection.doc(payment.sessionId);
      await runTransaction(db, async (transaction) => {
        if (!(await transaction.get(ref)).exists) transaction.create(ref, unfulfilledPaymentRecord.write(payment));
      });
      return unfulfilledPaymentRecord.read(await ref.get());
    },

    /** Whether the PaymentIntent's payment was refunded here as unfulfilled (its `charge.refunded` needs no order). */
    async isRefunded(paymentIntentId: string): Promise<boolean> {
      const found = await collection.where("paymentIntentId", "==", paymentIntentId).limit(1).get();
      return !found.empty;
    },

    /**
     * The payments refunded in the week before `now`, the newest first, 50 a page, with how many
     * (Operations: one count() beside the page).
     */
    async pageRecent(
      now: Date,
      cursor?: string,
    ): Promise<{ rows: UnfulfilledPayment[]; nextCursor: string | null; count: number }> {
      const since = Timestamp.fromMillis(now.getTime() - RECENT_DAYS * DAY_MS);
      const page = await countedPageByCursor(
        collection.where("refundedAt", ">=", since).orderBy("refundedAt", "desc"),
        { list: "unfulfilled-payments", field: "refundedAt", limit: MAX_PAGE_SIZE, cursor },
      );
      return {
        rows: page.docs.map((doc) => unfulfilledPaymentRecord.read(doc)),
        nextCursor: page.nextCursor,
        count: page.count,
      };
    },

    /** How many payments were refunded in the week before `now` (one count(), no document read). */
    async countRecent(now: Date): Promise<number> {
      const since = Timestamp.fromMillis(now.getTime() - RECENT_DAYS * DAY_MS);
      return (await collection.where("refundedAt", ">=", since).count().get()).data().count;
    },
  };
}
