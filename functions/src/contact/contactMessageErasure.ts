import type { Firestore } from "firebase-admin/firestore";
import { deleteEvery } from "../adapters/firestore/queries";

/**
 * What an account's deletion does with `contactMessages/*` (the contact capability, its one
 * owner): the messages written from the account's email go (their emails to support go with the
 * person's other emails, found by their reply-to address).
 */
export function contactMessageErasure(db: Firestore) {
  return {
    /** Deletes the messages sent from `email` (as written, or lower-cased). */
    async forget(email: string): Promise<void> {
      for (const address of new Set([email, email.toLowerCase()]))
        await deleteEvery(db.collection("contactMessages").where("email", "==", address));
    },
  };
}
