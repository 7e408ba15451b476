import { FieldValue, Timestamp, type Firestore, type Transaction, type WriteBatch } from "firebase-admin/firestore";
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
}

const HOUR_MS = 60 * 60 * 1000;

export function checkoutSessions(db: Firestore) {
  const collection = db.collection("checkoutSessions");
  const since = (ms: number, now: number) => Timestamp.fromMillis(now - ms);

  return {
    /** Adds the new session's record to a batch (create(): a session id is kept once). */
    create(batch: WriteBatch, record: Omit<CheckoutSessionRecord, "status">): void {
      batch.create(collection.doc(record.id), {
        userId: record.userId,
        order: record.order,
        amountCents: record.amountCents,
        ip: record.ip,
        status: "open" satisfies CheckoutSessionStatus,
        createdAt: FieldValue.serverTimestamp(),
      });
    },

    /**
     * Deletes the customer's checkout records (each holds the order's story as it was sent to
     * payment): an account's deletion. A page at a time; nothing when none is left.
     */
    async forgetOf(userId: string): Promise<void> {
      for (;;) {
        const page = await collection.where("userId", "==", userId).limit(200).get();
        if (page.empty) return;
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
      };
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
