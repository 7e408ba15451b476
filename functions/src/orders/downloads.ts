import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { createOnce } from "../adapters/firestore/isAlreadyExists";

/** `downloads/{orderId}`: the first download of an order's song, written exactly once (part of the order's record). */
export function downloads(db: Firestore) {
  return {
    /** True only for the call that recorded the first download. */
    async recordFirst(orderId: string, userId: string): Promise<boolean> {
      return createOnce(() =>
        db.collection("downloads").doc(orderId).create({ userId, orderId, createdAt: FieldValue.serverTimestamp() }),
      );
    },
  };
}
