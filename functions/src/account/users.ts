import { type Firestore, type WriteBatch } from "firebase-admin/firestore";
import { z } from "zod";
import { textOrNull } from "../adapters/firestore/documentFields";
import { storedRecord, timestamp } from "../adapters/firestore/storedRecord";

/** A customer's profile as others see it. */
export interface CustomerProfile {
  fullName: string | null;
  email: string | null;
}

/** `users/{uid}`: the profile written at sign-up (email and full name). */
const storedUser = z.object({
  uid: z.string(),
  email: z.string(),
  fullName: z.string(),
  createdAt: timestamp,
});

/** `users/*` through the profile's codec; `createdAt` is stamped at its creation. */
export const userRecord = storedRecord(storedUser, { id: "uid", stamps: ["createdAt"] });

/** `users/{uid}`: the profile written at sign-up (email and full name). */
export function users(db: Firestore) {
  const collection = db.collection("users");
  /** The stored profile, or null for none (or a uid that cannot name a document). */
  const profileOf = async (uid: string) =>
    uid === "" || uid.includes("/") ? null : userRecord.readIfExists(await collection.doc(uid).get());
  return {
    /** Adds the new account's profile to a batch (create(): one per uid). */
    createProfile(batch: WriteBatch, uid: string, profile: { email: string; fullName: string }): void {
      batch.create(collection.doc(uid), userRecord.write({ uid, ...profile }));
    },

    /** Profiles by uid, read in one batch (unknown uids are left out). */
    async profiles(uids: string[]): Promise<Map<string, CustomerProfile>> {
      const unique = [...new Set(uids.filter((id) => id !== "" && !id.includes("/")))];
      if (unique.length === 0) return new Map();
      const snapshots = await db.getAll(...unique.map((id) => collection.doc(id)));
      return new Map(
        snapshots
          .filter((snapshot) => snapshot.exists)
          .map(userRecord.read)
          .map((user) => [user.uid, { fullName: textOrNull(user.fullName), email: textOrNull(user.email) }]),
      );
    },

    /** The whole profile as stored (a person's copy of their data), dates as ISO; null when there is none. */
    async exportOf(uid: string): Promise<Record<string, unknown> | null> {
      const user = await profileOf(uid);
      if (!user) return null;
      return {
        fullName: textOrNull(user.fullName),
        email: textOrNull(user.email),
        createdAt: user.createdAt.toISOString(),
      };
    },

    /** Deletes the profile (an account's deletion); nothing when it is gone already. */
    async deleteProfile(uid: string): Promise<void> {
      await collection.doc(uid).delete();
    },

    /** The profile's email, or null when there is none. */
    async emailOf(uid: string): Promise<string | null> {
      const user = await profileOf(uid);
      return user ? textOrNull(user.email) : null;
    },
  };
}
