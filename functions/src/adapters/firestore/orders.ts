import { FieldValue, type DocumentReference, type Firestore, type WriteBatch } from "firebase-admin/firestore";
import type { CheckoutOrder } from "./checkoutSessions";

/** A postal address as Stripe collected it on the payment page. */
export interface ShippingAddress {
  name: string | null;
  address: {
    line1: string | null;
    line2: string | null;
    city: string | null;
    postal_code: string | null;
    state: string | null;
    country: string | null;
  };
}

/** The paid order as the payment created it (`orders/{checkoutSessionId}`). */
export interface PaidOrder extends CheckoutOrder {
  userId: string;
  customerEmail: string | null;
  artistName: string | null;
  /** What Stripe charged, in cents. */
  totalCents: number;
  currency: string;
  shippingAddress: ShippingAddress | null;
  stripeSessionId: string;
  paymentIntentId: string | null;
}

/** What the success page shows of an order. */
export interface OrderSummary {
  orderId: string;
  status: string;
  totalCents: number;
  recipientName: string;
  package: string;
}

export function orders(db: Firestore) {
  const collection = db.collection("orders");
  return {
    ref: (id: string): DocumentReference => collection.doc(id),

    /** Adds the order to a batch with create(): a second attempt for the same session fails the batch. */
    createPaid(batch: WriteBatch, id: string, order: PaidOrder): void {
      batch.create(collection.doc(id), {
        ...order,
        status: "paid",
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    },

    async summary(id: string): Promise<OrderSummary | null> {
      const data = (await collection.doc(id).get()).data();
      if (!data) return null;
      return {
        orderId: id,
        status: String(data.status ?? ""),
        totalCents: Number(data.totalCents ?? 0),
        recipientName: String(data.recipientName ?? ""),
        package: String(data.package ?? ""),
      };
    },
  };
}
