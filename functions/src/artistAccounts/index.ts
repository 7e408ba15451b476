import type { Capability } from "../platform/capability";
import { byEmail, byUid, deleted, keep, notCopied, onAccount, type AccountContext } from "../platform/dataMap";
import { TTL_FIELDS } from "../adapters/firestore/ttlPolicies";
import { ARTIST_INVITE_RETENTION_DAYS, artistAccounts } from "./artistAccounts";
import { artistAccountRoutes } from "./routes";

/** The artist accounts capability's public entry: the owner of `artistAccounts/*` and `artistInvites/*`. */
export { artistAccounts, type ArtistAccountRecord } from "./artistAccounts";

/** An artist's deleted account is unlinked from their profile (offers and emails no longer go to it); the profile and ledger stay. */
async function unlinkDeletedAccount({ db, uid, artistId }: AccountContext): Promise<void> {
  if (!artistId) return;
  const link = await artistAccounts(db).get(artistId);
  if (link?.uid === uid) await artistAccounts(db).delete(artistId);
}

/** The artistAccounts capability, as `functions/src/capabilities.ts` lists it. */
export const artistAccountsCapability = {
  name: "artistAccounts",
  routes: artistAccountRoutes,
  collections: [
    {
      path: "artistAccounts",
      holds: "the sign-in linked to an artist profile (its uid and email)",
      person: byUid("uid"),
      retention: "while the sign-in is linked: until the admins unlink it or the account is deleted",
      erasure: deleted(onAccount(unlinkDeletedAccount)),
      copy: notCopied("the link itself: the studio shows which profile the account makes songs for"),
    },
    {
      path: "artistInvites",
      holds: "an invitation emailed by the admins to take an artist profile's account",
      person: byEmail("email"),
      retention: {
        words: "until 30 days after its link stops working, then Firestore's TTL policy deletes it",
        days: ARTIST_INVITE_RETENTION_DAYS,
        ttlField: TTL_FIELDS.artistInvites,
      },
      erasure: keep("the admins' invitation to an address, not an account's record; it goes by itself (TTL)"),
      copy: notCopied("the admins' invitation, not the person's account"),
    },
  ],
} satisfies Capability;
