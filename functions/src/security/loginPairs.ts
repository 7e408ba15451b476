import { createHash } from "node:crypto";
import { FieldValue, type Firestore, type WriteBatch } from "firebase-admin/firestore";
import { z } from "zod";
import { commitChanges, pagesOf, type BackfillCount, type BackfillOptions } from "../adapters/firestore/queries";
import { orNull, storedRecord, timestamp } from "../adapters/firestore/storedRecord";
import type { EmailHasher } from "./emailHash";

export interface LoginPair {
  /** The keyed hash of the email (`emailHasher`): the pair's record never holds the address. */
  emailHash: string;
  /** Normalised with `normaliseIp`, on both the API and the blocking function's side. */
  ip: string;
}

/** What the lockout keeps of a pair, as milliseconds (null when never set). */
export interface LoginPairState {
  lockedUntil: number | null;
  lastSignInAt: number | null;
}

/** The pair's document id: a digest of its email's keyed hash and its address. */
export const loginPairId = (pair: LoginPair): string =>
  createHash("sha256").update(`${pair.emailHash}\n${pair.ip}`).digest("hex").slice(0, 40);

/** `loginPairs/{pairId}`: the pair, its lock and its last sign-in (each absent until it happens). */
const storedLoginPair = z.object({
  id: z.string(),
  emailHash: z.string(),
  ip: z.string(),
  lockedUntil: orNull(timestamp),
  lastSignInAt: orNull(timestamp),
});

/** `loginPairs/*` through the pair's codec. */
export const loginPairRecord = storedRecord(storedLoginPair, { id: "id" });

/**
 * `loginPairs/{pairId}` { emailHash, ip, lockedUntil?, lastSignInAt? }: one (email, IP) pair's
 * lock and last sign-in, kept after the account's deletion (docs/security.md §13) by the keyed
 * hash of the email, never the email.
 */
export function loginPairs(db: Firestore) {
  const collection = db.collection("loginPairs");
  const refOf = (pair: LoginPair) => collection.doc(loginPairId(pair));
  const fields = (pair: LoginPair) => loginPairRecord.fields({ emailHash: pair.emailHash, ip: pair.ip });
  return {
    async get(pair: LoginPair): Promise<LoginPairState> {
      const stored = loginPairRecord.readIfExists(await refOf(pair).get());
      return {
        lockedUntil: stored?.lockedUntil?.getTime() ?? null,
        lastSignInAt: stored?.lastSignInAt?.getTime() ?? null,
      };
    },

    async lockUntil(pair: LoginPair, until: number): Promise<void> {
      const lock = loginPairRecord.fields({ emailHash: pair.emailHash, ip: pair.ip, lockedUntil: new Date(until) });
      await refOf(pair).set(lock, { merge: true });
    },

    async recordSignIn(pair: LoginPair): Promise<void> {
      await refOf(pair).set({ ...fields(pair), lastSignInAt: FieldValue.serverTimestamp() }, { merge: true });
    },

    /**
     * The pairs stored before they kept the email's keyed hash (`{ email, ip }` under a digest of
     * the email and address) moved to their id and fields of now, their lock and last sign-in kept;
     * 500 a page, so a second run changes nothing.
     */
    async hashStoredEmails(hashEmail: EmailHasher, options: BackfillOptions): Promise<BackfillCount> {
      const count: BackfillCount = { read: 0, changed: 0 };
      for await (const page of pagesOf(collection)) {
        const changes = page.flatMap((doc) => {
          const email: unknown = doc.get("email");
          if (typeof email !== "string") return [];
          const { email: _email, ...kept } = doc.data();
          const pair = { emailHash: hashEmail(email), ip: String(doc.get("ip") ?? "") };
          return [
            (batch: WriteBatch) => {
              batch.set(refOf(pair), { ...kept, ...fields(pair) }, { merge: true });
              batch.delete(doc.ref);
            },
          ];
        });
        await commitChanges(db, count, options, changes, page.length);
      }
      return count;
    },
  };
}
