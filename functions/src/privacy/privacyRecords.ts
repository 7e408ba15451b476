import { FieldValue, Timestamp, type DocumentData, type Firestore, type Transaction } from "firebase-admin/firestore";
import { dateOrNull, textOrNull } from "../adapters/firestore/documentFields";
import { pagesOf } from "../adapters/firestore/queries";
import { runTransaction } from "../adapters/firestore/transactions";

/** Where an account's deletion is: its personal data being deleted, deleted, and its files deleted too. */
export type DeletionState = "erasing" | "erased" | "files_deleted";

/**
 * `accountDeletions/{uid}`: the person's consent to delete their account, recorded in the
 * transaction that writes the deletion's follow-ups, so a deletion stopped halfway is
 * finished by the next sweep and never repeated. The email is kept only until the personal data
 * is deleted (Stripe's customer is found by it); the record then holds no personal data, only the
 * email's keyed hash.
 */
export interface AccountDeletionRecord {
  uid: string;
  email: string | null;
  /**
   * The keyed hash of the email (`emailHasher`), kept after the email is forgotten: the records
   * kept for security name the address by it, and the privacy audit recognises the address by it.
   */
  emailHash: string | null;
  artistId: string | null;
  state: DeletionState;
  requestedAt: Date;
  /** The day the songs and files go (YYYY-MM-DD), as the person was told. */
  filesDeletedOn: string;
}

/**
 * The owner of `accountDeletions/{uid}` and `dataExports/{uid}` (the last copy of their data a
 * person asked for, one a day).
 */
export function privacyRecords(db: Firestore) {
  const deletions = db.collection("accountDeletions");
  const exports = db.collection("dataExports");
  const deletionOf = (data: DocumentData | undefined, uid: string): AccountDeletionRecord | null =>
    data
      ? {
          uid,
          email: textOrNull(data.email),
          emailHash: textOrNull(data.emailHash),
          artistId: textOrNull(data.artistId),
          state: data.state === "erased" || data.state === "files_deleted" ? data.state : "erasing",
          requestedAt: dateOrNull(data.requestedAt) ?? new Date(0),
          filesDeletedOn: String(data.filesDeletedOn ?? ""),
        }
      : null;
  return {
    async deletion(uid: string): Promise<AccountDeletionRecord | null> {
      return deletionOf((await deletions.doc(uid).get()).data(), uid);
    },

    async readDeletion(transaction: Transaction, uid: string): Promise<AccountDeletionRecord | null> {
      return deletionOf((await transaction.get(deletions.doc(uid))).data(), uid);
    },

    recordDeletion(transaction: Transaction, record: AccountDeletionRecord): void {
      transaction.create(deletions.doc(record.uid), {
        ...record,
        requestedAt: Timestamp.fromDate(record.requestedAt),
        createdAt: FieldValue.serverTimestamp(),
      });
    },

    /**
     * Every account whose personal data was deleted, with its email's keyed hash (none for
     * deletions recorded before it was kept): what the privacy audit looks for.
     */
    async *erasedAccounts(): AsyncGenerator<{ uid: string; emailHash: string | null }> {
      const erased: DeletionState[] = ["erased", "files_deleted"];
      for await (const page of pagesOf(deletions.where("state", "in", erased)))
        for (const doc of page) yield { uid: doc.id, emailHash: textOrNull(doc.get("emailHash")) };
    },

    /**
     * The personal data is deleted: the record forgets the email. The state only moves forward: a
     * file purge brought forward (an admin's retry, a test) that finished first keeps `files_deleted`.
     */
    async markErased(uid: string): Promise<void> {
      await runTransaction(db, async (transaction) => {
        const ref = deletions.doc(uid);
        const filesDeleted = (await transaction.get(ref)).get("state") === "files_deleted";
        transaction.update(ref, {
          ...(filesDeleted ? {} : { state: "erased" satisfies DeletionState }),
          email: null,
          erasedAt: FieldValue.serverTimestamp(),
        });
      });
    },

    async markFilesDeleted(uid: string): Promise<void> {
      await deletions
        .doc(uid)
        .update({ state: "files_deleted" satisfies DeletionState, filesDeletedAt: FieldValue.serverTimestamp() });
    },

    /** When the person last asked for a copy of their data (in `transaction`); null when never. */
    async lastExportAt(transaction: Transaction, uid: string): Promise<Date | null> {
      return dateOrNull((await transaction.get(exports.doc(uid))).get("requestedAt"));
    },

    recordExportRequest(transaction: Transaction, uid: string, requestedAt: Date): void {
      transaction.set(exports.doc(uid), { requestedAt: Timestamp.fromDate(requestedAt), path: null, readyAt: null });
    },

    /** The export's file is stored (where, and when it stops being served). */
    async recordExportReady(uid: string, path: string, expiresAt: Date): Promise<void> {
      await exports
        .doc(uid)
        .set(
          { path, readyAt: FieldValue.serverTimestamp(), expiresAt: Timestamp.fromDate(expiresAt) },
          { merge: true },
        );
    },

    /** Where the last export's file is kept; null when none was made. */
    async exportPath(uid: string): Promise<string | null> {
      return textOrNull((await exports.doc(uid).get()).get("path"));
    },

    async forgetExports(uid: string): Promise<void> {
      await exports.doc(uid).delete();
    },
  };
}
