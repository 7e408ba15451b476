import { createHash } from "node:crypto";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";

export interface LoginPair {
  /** Lower-cased. */
  email: string;
  /** Normalised with `normaliseIp`, on both the API and the blocking function's side. */
  ip: string;
}

/** What the lockout keeps of a pair, as milliseconds (null when never set). */
export interface LoginPairState {
  lockedUntil: number | null;
  lastSignInAt: number | null;
}

/** `loginPairs/{pairId}` { email, ip, lockedUntil?, lastSignInAt? }: one (email, IP) pair's lock and last sign-in. */
export function loginPairs(db: Firestore) {
  const collection = db.collection("loginPairs");
  const refOf = (pair: LoginPair) =>
    collection.doc(createHash("sha256").update(`${pair.email.toLowerCase()}\n${pair.ip}`).digest("hex").slice(0, 40));
  return {
    async get(pair: LoginPair): Promise<LoginPairState> {
      const snapshot = await refOf(pair).get();
      const millis = (field: string) => {
        const value: unknown = snapshot.get(field);
        return value instanceof Timestamp ? value.toMillis() : null;
      };
      return { lockedUntil: millis("lockedUntil"), lastSignInAt: millis("lastSignInAt") };
    },

    async lockUntil(pair: LoginPair, until: number): Promise<void> {
      await refOf(pair).set({ ...pair, lockedUntil: Timestamp.fromMillis(until) }, { merge: true });
    },

    async recordSignIn(pair: LoginPair): Promise<void> {
      await refOf(pair).set({ ...pair, lastSignInAt: FieldValue.serverTimestamp() }, { merge: true });
    },
  };
}
