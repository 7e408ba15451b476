import { FieldValue, type Firestore, type WriteBatch } from "firebase-admin/firestore";
import { Timestamp } from "firebase-admin/firestore";
import { textOrNull } from "../adapters/firestore/documentFields";

const isoOf = (value: unknown): string | null => (value instanceof Timestamp ? value.toDate().toISOString() : null);

/** A customer's profile as others see it. */
export interface CustomerProfile {
  fullName: string | null;
  email: string | null;
}

/** `users/{uid}`: the profile written at sign-up (email and full name). */
export function users(db: Firestore) {
  const collection = db.collection("users");
  return {
    /** Adds the new account's profile to a batch (create(): one per uid). */
    createProfile(batch: WriteBatch, uid: string, profile: { email: string; fullName: string }): void {
      batch.create(collection.doc(uid), { ...profile, createdAt: FieldValue.serverTimestamp() });
    },

    /** Profiles by uid, read in one batch (unknown uids are left out). */
    async profiles(uids: string[]): Promise<Map<string, CustomerProfile>> {
      const unique = [...new Set(uids.filter((id) => id !== "" && !id.includes("/")))];
      if (unique.length === 0) return new Map();
      const snapshots = await db.getAll(...unique.map((id) => collection.doc(id)));
      return new Map(
        snapshots
          .filter((s) => s.exists)
          .map((s) => [s.id, { fullName: textOrNull(s.get("fullName")), email: textOrNull(s.get("email")) }]),
      );
    },

    /** The whole profile as stored (a person's copy of their data), dates as ISO; null when there is none. */
    async exportOf(uid: string): Promise<Record<string, unknown> | null> {
      const snapshot = await collection.doc(uid).get();
      if (!snapshot.exists) return null;
      return {
        fullName: textOrNull(snapshot.get("fullName")),
        email: textOrNull(snapshot.get("email")),
        createdAt: isoOf(snapshot.get("createdAt")),
      };
    },

    /** Deletes the profile (an account's deletion); nothing when it is gone already. */
    async deleteProfile(uid: string): Promise<void> {
      await collection.doc(uid).delete();
    },

    /** The profile's email, or null when there is none. */
    async emailOf(uid: string): Promise<string | null> {
      if (!uid) return null;
      const email: unknown = (await collection.doc(uid).get()).get("email");
      return typeof email === "string" && email !== "" ? email : null;
    },
  };
}
