import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { z } from "zod";
import { runTransaction } from "../adapters/firestore/transactions";

const encryptedSecretSchema = z.object({ iv: z.string(), tag: z.string(), data: z.string() });

/**
 * `adminMfa/{uid}` (emulator mode only): the admin's verified authenticator, a pending one being
 * set up, and the code checks' state. Secrets are stored encrypted (see totpSecretCipher.ts).
 */
const adminMfaRecordSchema = z.object({
  verified: z.object({ secret: encryptedSecretSchema, lastUsedStep: z.number().nullable() }).nullable().default(null),
  pending: z
    .object({ secret: encryptedSecretSchema, lastUsedStep: z.number().nullable().default(null) })
    .nullable()
    .default(null),
  failures: z.array(z.number()).default([]),
  lockedUntil: z.number().nullable().default(null),
});
export type AdminMfaRecord = z.infer<typeof adminMfaRecordSchema>;
export type StoredFactor = NonNullable<AdminMfaRecord["verified"]>;

export const EMPTY_ADMIN_MFA: AdminMfaRecord = { verified: null, pending: null, failures: [], lockedUntil: null };

export function adminMfaFactors(db: Firestore) {
  const collection = db.collection("adminMfa");
  const read = (data: unknown): AdminMfaRecord =>
    data === undefined ? EMPTY_ADMIN_MFA : adminMfaRecordSchema.parse(data);

  return {
    async get(uid: string): Promise<AdminMfaRecord> {
      return read((await collection.doc(uid).get()).data());
    },

    /**
     * Reads the record, lets `decide` return a result and the record to store (or null to store
     * nothing), and writes it in one transaction.
     */
    async update<Result>(
      uid: string,
      decide: (record: AdminMfaRecord) => { result: Result; next: AdminMfaRecord | null },
    ): Promise<Result> {
      const ref = collection.doc(uid);
      return runTransaction(db, async (transaction) => {
        const snapshot = await transaction.get(ref);
        const { result, next } = decide(read(snapshot.data()));
        if (next) {
          const createdAt: unknown = snapshot.get("createdAt") ?? FieldValue.serverTimestamp();
          transaction.set(ref, { ...next, createdAt, updatedAt: FieldValue.serverTimestamp() });
        }
        return result;
      });
    },

    /** Deletes the account's authenticators and attempts (an artist's account deleted); nothing when there are none. */
    async forget(uid: string): Promise<void> {
      await collection.doc(uid).delete();
    },
  };
}
