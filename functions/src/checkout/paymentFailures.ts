import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { createOnce } from "../adapters/firestore/isAlreadyExists";
import { daysAfter, TTL_FIELDS } from "../adapters/firestore/ttlPolicies";

/** One declined or failed payment attempt, as Stripe reported it. */
export interface PaymentFailure {
  /** The Stripe event that reported it: a redelivered event is recorded once. */
  eventId: string;
  userId: string;
  paymentIntentId: string | null;
  checkoutSessionId: string | null;
  /** Stripe's error code, e.g. `card_declined`. */
  code: string;
  /** Stripe's `card.fingerprint` of the card that failed, when a card was tried. */
  cardFingerprint: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a failure is kept (then Firestore's TTL policy deletes it): fraud scoring reads the
 * last day, and a month leaves time to look into a flagged checkout.
 */
export const PAYMENT_FAILURE_RETENTION_DAYS = 30;

/** `paymentFailures/{stripeEventId}`: the declined and failed payments fraud scoring counts. */
export function paymentFailures(db: Firestore) {
  const collection = db.collection("paymentFailures");

  return {
    /** Records the failure once per Stripe event: true when it was new. */
    recordOnce({ eventId, ...failure }: PaymentFailure): Promise<boolean> {
      return createOnce(() =>
        collection.doc(eventId).create({
          ...failure,
          createdAt: FieldValue.serverTimestamp(),
          [TTL_FIELDS.paymentFailures]: daysAfter(Date.now(), PAYMENT_FAILURE_RETENTION_DAYS),
        }),
      );
    },

    /** This user's failed payments of the last 24 hours, and how many different cards they were on. */
    async countByUserLastDay(userId: string, now = Date.now()): Promise<{ failures: number; cards: number }> {
      const snapshot = await collection
        .where("userId", "==", userId)
        .where("createdAt", ">=", Timestamp.fromMillis(now - DAY_MS))
        .select("cardFingerprint")
        .get();
      const cards = new Set(
        snapshot.docs.map((doc) => doc.get("cardFingerprint") as unknown).filter((card) => typeof card === "string"),
      );
      return { failures: snapshot.size, cards: cards.size };
    },
  };
}
