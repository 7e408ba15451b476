import type { Firestore, WriteBatch } from "firebase-admin/firestore";
import { commitChanges, pagesOf, type BackfillCount, type BackfillOptions } from "../adapters/firestore/queries";

/**
 * What an account's deletion does with `pushSubscriptions/*` (the web push capability, its one
 * owner): every device of the account is deleted (its endpoint and keys reach the person's phone).
 */
export function pushSubscriptionErasure(db: Firestore) {
  return {
    /**
     * Deletes the account's devices (on a dry run, only counts them: the migration for accounts
     * deleted before devices went with them); nothing when none is left.
     */
    async forget(uid: string, options: BackfillOptions = { apply: true }): Promise<BackfillCount> {
      const count: BackfillCount = { read: 0, changed: 0 };
      for await (const page of pagesOf(db.collection("pushSubscriptions").where("uid", "==", uid))) {
        const deletes = page.map((doc) => (batch: WriteBatch) => batch.delete(doc.ref));
        await commitChanges(db, count, options, deletes, page.length);
      }
      return count;
    },
  };
}
