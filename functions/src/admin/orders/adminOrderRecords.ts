import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { type OrderStatus } from "@songs/domain";
import { text, textOrNull } from "../../adapters/firestore/documentFields";
import { orderFromSnapshot, type OrderRecord } from "../../adapters/firestore/orderRecord";
import { orderStatusHistory, type StatusChange } from "../../adapters/firestore/orderStatusHistory";
import { toDate } from "../../adapters/firestore/timestamps";
import { HttpError, notFound } from "../../http/errors";
import { isOrderId } from "../../orders/ownedOrder";

export type { StatusChange };

export interface CustomerProfile {
  fullName: string | null;
  email: string | null;
}

/**
 * `orders/{id}/refunds/{chargeId}-{refundedTotal}`: one refund of the order's charge, keyed by the
 * charge's refunded total after it, which the cancellation and Stripe's `charge.refunded` event
 * both know; so each refund is recorded once whichever of the two arrives first.
 */
export interface RefundRecord {
  chargeId: string;
  /** The charge's refunded total after this refund. */
  refundedTotalCents: number;
  refundId: string | null;
  amountCents: number;
  source: "cancellation" | "stripe";
}

/** Fulfilment reads the newest orders only; beyond this, narrow the list with the status filter. */
export const ADMIN_ORDERS_SCAN_LIMIT = 500;

/** Orders as the admins' fulfilment sees and changes them. */
export function adminOrderRecords(db: Firestore) {
  const collection = db.collection("orders");
  const history = orderStatusHistory(db);
  const refundsOf = (orderId: string) => collection.doc(orderId).collection("refunds");

  return {
    /**
     * The newest orders (of one status when given). Firestore has no text search, so the search
     * runs over these in the function. Index: orders (status, createdAt DESC).
     */
    async listNewest(status: OrderStatus | ""): Promise<OrderRecord[]> {
      const query = status ? collection.where("status", "==", status) : collection;
      const snapshot = await query.orderBy("createdAt", "desc").limit(ADMIN_ORDERS_SCAN_LIMIT).get();
      return snapshot.docs.map(orderFromSnapshot);
    },

    /** The order named by a route parameter; 404 when there is none. */
    async require(orderId: string): Promise<OrderRecord> {
      const snapshot = isOrderId(orderId) ? await collection.doc(orderId).get() : null;
      if (!snapshot?.exists) throw notFound("Order not found");
      return orderFromSnapshot(snapshot);
    },

    /** The order paid with a Stripe PaymentIntent. */
    async findByPaymentIntent(paymentIntentId: string): Promise<OrderRecord | null> {
      const snapshot = await collection.where("paymentIntentId", "==", paymentIntentId).limit(1).get();
      const [doc] = snapshot.docs;
      return doc ? orderFromSnapshot(doc) : null;
    },

    /** Customers' profiles (users/{uid}) by uid, read in one batch. */
    async profiles(userIds: string[]): Promise<Map<string, CustomerProfile>> {
      const unique = [...new Set(userIds.filter((id) => id !== "" && !id.includes("/")))];
      if (unique.length === 0) return new Map();
      const snapshots = await db.getAll(...unique.map((id) => db.collection("users").doc(id)));
      return new Map(
        snapshots.filter((s) => s.exists).map((s) => [s.id, { fullName: textOrNull(s.get("fullName")), email: textOrNull(s.get("email")) }]),
      );
    },

    /**
     * Moves the order from `change.from` to `change.to` and records who did it, in one transaction,
     * only if its status is still `change.from` (409 `invalid_transition` otherwise).
     */
    async changeStatus(orderId: string, change: StatusChange, fields: Record<string, unknown> = {}): Promise<void> {
      const ref = collection.doc(orderId);
      await db.runTransaction(async (transaction) => {
        const current: unknown = (await transaction.get(ref)).get("status");
        if (current !== change.from) {
          throw new HttpError(409, "invalid_transition", "The order's status changed meanwhile. Reload and try again.");
        }
        transaction.update(ref, { ...fields, status: change.to, updatedAt: FieldValue.serverTimestamp() });
        history.record(transaction, orderId, change);
      });
    },

    statusHistory: (orderId: string) => history.list(orderId),

    /**
     * Records a refund once. A cancellation knows the refund's id and overwrites what the webhook
     * may have written first; the webhook never overwrites. The order's `refundedCents` only grows.
     */
    async recordRefund(orderId: string, refund: RefundRecord): Promise<void> {
      const orderRef = collection.doc(orderId);
      const refundRef = refundsOf(orderId).doc(`${refund.chargeId}-${refund.refundedTotalCents}`);
      await db.runTransaction(async (transaction) => {
        const [order, existing] = await Promise.all([transaction.get(orderRef), transaction.get(refundRef)]);
        if (existing.exists && refund.source !== "cancellation") return;
        transaction.set(refundRef, { ...refund, refundedAt: Timestamp.now() }, { merge: true });
        if (refund.refundedTotalCents > Number(order.get("refundedCents") ?? 0)) {
          transaction.update(orderRef, { refundedCents: refund.refundedTotalCents, updatedAt: FieldValue.serverTimestamp() });
        }
      });
    },

    async refunds(orderId: string): Promise<(RefundRecord & { refundedAt: Date })[]> {
      const snapshot = await refundsOf(orderId).orderBy("refundedAt", "asc").get();
      return snapshot.docs.map((doc) => ({
        chargeId: text(doc.get("chargeId")),
        refundedTotalCents: Number(doc.get("refundedTotalCents") ?? 0),
        refundId: textOrNull(doc.get("refundId")),
        amountCents: Number(doc.get("amountCents") ?? 0),
        source: doc.get("source") === "cancellation" ? "cancellation" : "stripe",
        refundedAt: toDate(doc.get("refundedAt")),
      }));
    },
  };
}
