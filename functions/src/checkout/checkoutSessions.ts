import { FieldValue, Timestamp, type Firestore, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import type Stripe from "stripe";
import { type GiftDeliveryRequest, type OrderDetails } from "@songs/domain";

/**
 * The order as kept under its Checkout Session until payment (no undefined values: Firestore
 * refuses them), with the gift delivery chosen in the builder, which the gifts capability keeps
 * once the order is paid.
 */
export type CheckoutOrder = Omit<OrderDetails, "artistId" | "gift"> & {
  artistId: string | null;
  gift: GiftDeliveryRequest | null;
};

export type CheckoutSessionStatus = "open" | "completed" | "expired";

/** `checkoutSessions/{stripeSessionId}`: the draft and amount a payment is for. */
export interface CheckoutSessionRecord {
  id: string;
  userId: string;
  order: CheckoutOrder;
  amountCents: number;
  ip: string;
  status: CheckoutSessionStatus;
  /** The promotion code the session carries (null without one); Stripe's session says what it took off. */
  promotionCode: string | null;
  /** The song gift this payment redeems (it pays the difference), or null. */
  songGiftId: string | null;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Expires an open Checkout Session at Stripe; one that is no longer open (paid, or expired already)
 * or that Stripe does not know is left as it is (400/404). Stripe failing throws: the deletion's
 * follow-up runs again.
 */
async function expireAtStripe(stripe: Stripe, sessionId: string): Promise<void> {
  try {
    await stripe.checkout.sessions.expire(sessionId);
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (status !== 400 && status !== 404) throw error;
  }
}

export function checkoutSessions(db: Firestore) {
  const collection = db.collection("checkoutSessions");
  const since = (ms: number, now: number) => Timestamp.fromMillis(now - ms);

  return {
    /** Adds the new session's record to a batch (create(): a session id is kept once). */
    create(
      batch: WriteBatch,
      record: Omit<CheckoutSessionRecord, "status" | "songGiftId" | "promotionCode"> & {
        songGiftId?: string;
        promotionCode?: string | null;
      },
    ): void {
      batch.create(collection.doc(record.id), {
        userId: record.userId,
        order: record.order,
        amountCents: record.amountCents,
        ip: record.ip,
        promotionCode: record.promotionCode ?? null,
        ...(record.songGiftId ? { songGiftId: record.songGiftId } : {}),
        status: "open" satisfies CheckoutSessionStatus,
        createdAt: FieldValue.serverTimestamp(),
      });
    },

    /**
     * Deletes the customer's checkout records (each holds the order's story as it was sent to
     * payment): an account's deletion. Each open session is expired at Stripe first, so its page
     * can no longer be paid; one paid meanwhile (Stripe refuses to expire it) ends as its order, if
     * that was written before its record went, or as a full refund (`fulfilCheckoutSession`). A page
     * at a time; nothing when none is left.
     */
    async forgetOf(userId: string, stripe: Stripe): Promise<void> {
      for (;;) {
        const page = await collection.where("userId", "==", userId).limit(200).get();
        if (page.empty) return;
        const open = page.docs.filter((doc) => doc.get("status") === "open");
        await Promise.all(open.map((doc) => expireAtStripe(stripe, doc.id)));
        const batch = db.batch();
        for (const doc of page.docs) batch.delete(doc.ref);
        await batch.commit();
      }
    },

    async get(id: string): Promise<CheckoutSessionRecord | null> {
      const snapshot = await collection.doc(id).get();
      const data = snapshot.data();
      if (!data) return null;
      return {
        id,
        userId: String(data.userId ?? ""),
        order: { gift: null, ...(data.order as Omit<CheckoutOrder, "gift">) },
        amountCents: Number(data.amountCents ?? 0),
        ip: String(data.ip ?? ""),
        status: data.status as CheckoutSessionStatus,
        promotionCode: typeof data.promotionCode === "string" ? data.promotionCode : null,
        songGiftId: typeof data.songGiftId === "string" ? data.songGiftId : null,
      };
    },

    /** Whether the customer has paid for a checkout before (a first-order promotion code's rule). One document read at most. */
    async hasPaidOf(userId: string): Promise<boolean> {
      const paid = await collection
        .where("userId", "==", userId)
        .where("status", "==", "completed" satisfies CheckoutSessionStatus)
        .limit(1)
        .select()
        .get();
      return !paid.empty;
    },

    /** How many accounts other than this one started a checkout from this IP address in the last hour. */
    async countOtherUsersByIpLastHour(ip: string, userId: string, now = Date.now()): Promise<number> {
      const snapshot = await collection
        .where("ip", "==", ip)
        .where("createdAt", ">=", since(HOUR_MS, now))
        .select("userId")
        .get();
      const others = new Set(snapshot.docs.map((doc) => doc.get("userId") as unknown).filter((id) => id !== userId));
      return others.size;
    },

    /** Marks the session paid, in the transaction that creates its order. */
    markCompleted(transaction: Transaction, id: string): void {
      transaction.update(collection.doc(id), { status: "completed" satisfies CheckoutSessionStatus });
    },

    /** Closes a kept draft whose session expired unpaid; a paid or unknown session is left alone. */
    async markExpired(id: string): Promise<void> {
      const ref = collection.doc(id);
      const snapshot = await ref.get();
      if (snapshot.get("status") !== "open") return;
      await ref.update({ status: "expired" satisfies CheckoutSessionStatus, expiredAt: FieldValue.serverTimestamp() });
    },
  };
}
