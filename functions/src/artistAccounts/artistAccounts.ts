import { createHash, randomBytes } from "node:crypto";
import {
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import { toDate } from "../adapters/firestore/timestamps";
import { IN_QUERY_LIMIT } from "../adapters/firestore/queries";
import { daysAfter, TTL_FIELDS } from "../adapters/firestore/ttlPolicies";

/** How long an invite's record outlives its link (then Firestore's TTL policy deletes it): its page says "expired" meanwhile. */
export const ARTIST_INVITE_RETENTION_DAYS = 30;

/** `artistAccounts/{artistId}`: the one account linked to an artist profile. */
export interface ArtistAccountRecord {
  artistId: string;
  uid: string;
  email: string;
  linkedAt: Date;
  linkedBy: string;
}

/** `artistInvites/{sha256(token)}`: an emailed invite to take an artist profile's account. */
export interface ArtistInviteRecord {
  id: string;
  artistId: string;
  email: string;
  createdAt: Date;
  createdBy: string;
  expiresAt: Date;
  acceptedAt: Date | null;
}

/** A new invite token: 256 random bits, URL-safe. Only its digest is stored. */
export function newInviteToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The invite's document id for a token: its sha256, so a leaked database holds no working links. */
export function inviteIdOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function accountOf(snapshot: DocumentSnapshot): ArtistAccountRecord {
  return {
    artistId: snapshot.id,
    uid: String(snapshot.get("uid") ?? ""),
    email: String(snapshot.get("email") ?? ""),
    linkedAt: toDate(snapshot.get("linkedAt")),
    linkedBy: String(snapshot.get("linkedBy") ?? ""),
  };
}

function inviteOf(snapshot: DocumentSnapshot): ArtistInviteRecord {
  const acceptedAt: unknown = snapshot.get("acceptedAt");
  return {
    id: snapshot.id,
    artistId: String(snapshot.get("artistId") ?? ""),
    email: String(snapshot.get("email") ?? ""),
    createdAt: toDate(snapshot.get("createdAt")),
    createdBy: String(snapshot.get("createdBy") ?? ""),
    expiresAt: toDate(snapshot.get("expiresAt")),
    acceptedAt: acceptedAt ? toDate(acceptedAt) : null,
  };
}

/** The one owner of `artistAccounts/*` and `artistInvites/*`. */
export function artistAccounts(db: Firestore) {
  const accounts = db.collection("artistAccounts");
  const invites = db.collection("artistInvites");
  return {
    async get(artistId: string): Promise<ArtistAccountRecord | null> {
      if (!artistId || artistId.includes("/")) return null;
      const snapshot = await accounts.doc(artistId).get();
      return snapshot.exists ? accountOf(snapshot) : null;
    },

    /** The linked accounts of these artists (those that have one) by artist id, read in one batch. */
    async linksOf(artistIds: readonly string[]): Promise<Map<string, ArtistAccountRecord>> {
      const ids = [...new Set(artistIds)].filter((id) => id && !id.includes("/"));
      if (ids.length === 0) return new Map();
      const snapshots = await db.getAll(...ids.map((id) => accounts.doc(id)));
      return new Map(snapshots.filter((doc) => doc.exists).map((doc) => [doc.id, accountOf(doc)]));
    },

    /** Which of these artists have a linked studio account, read in one batch. */
    async linkedAmong(artistIds: readonly string[]): Promise<string[]> {
      return [...(await this.linksOf(artistIds)).keys()];
    },

    async delete(artistId: string): Promise<void> {
      await accounts.doc(artistId).delete();
    },

    async invite(token: string): Promise<ArtistInviteRecord | null> {
      const snapshot = await invites.doc(inviteIdOf(token)).get();
      return snapshot.exists ? inviteOf(snapshot) : null;
    },

    /**
     * The invites not yet accepted of these artists (a page of the roster), by `in` queries of at
     * most 30 ids (Firestore's limit on one). A new invite to the same email replaces the open one,
     * so each artist holds at most one per address asked, and each record goes 30 days after its
     * link stops working (TTL): the read is bounded by the page, not by the roster.
     */
    async openInvitesOf(artistIds: readonly string[]): Promise<ArtistInviteRecord[]> {
      const ids = [...new Set(artistIds)];
      const starts = Array.from(
        { length: Math.ceil(ids.length / IN_QUERY_LIMIT) },
        (_, index) => index * IN_QUERY_LIMIT,
      );
      const snapshots = await Promise.all(
        starts.map((start) =>
          invites
            .where("artistId", "in", ids.slice(start, start + IN_QUERY_LIMIT))
            .where("acceptedAt", "==", null)
            .get(),
        ),
      );
      return snapshots.flatMap((snapshot) => snapshot.docs.map(inviteOf));
    },

    /**
     * Stores a new invite for the email and artist, replacing the ones still open for the same
     * pair, so only the newest emailed link works (added to the batch that queues its email).
     */
    async replaceInvite(
      batch: WriteBatch,
      token: string,
      invite: Omit<ArtistInviteRecord, "id" | "acceptedAt" | "createdAt">,
    ): Promise<void> {
      const open = await invites.where("artistId", "==", invite.artistId).where("acceptedAt", "==", null).get();
      for (const doc of open.docs) if (doc.get("email") === invite.email) batch.delete(doc.ref);
      batch.create(invites.doc(inviteIdOf(token)), {
        artistId: invite.artistId,
        email: invite.email,
        createdBy: invite.createdBy,
        createdAt: Timestamp.now(),
        expiresAt: Timestamp.fromDate(invite.expiresAt),
        [TTL_FIELDS.artistInvites]: daysAfter(invite.expiresAt.getTime(), ARTIST_INVITE_RETENTION_DAYS),
        acceptedAt: null,
      });
    },

    /**
     * Links the account in a transaction: the invite is still open and the artist still without an
     * account, or it throws `refusal(reason)`; then the record is created and the invite spent.
     */
    async link(
      transaction: Transaction,
      invite: ArtistInviteRecord,
      account: { uid: string; email: string; linkedBy: string },
      refusal: (reason: "used" | "artist_has_account") => Error,
    ): Promise<void> {
      const [inviteNow, accountNow] = await transaction.getAll(invites.doc(invite.id), accounts.doc(invite.artistId));
      if (!inviteNow?.exists || inviteNow.get("acceptedAt")) throw refusal("used");
      if (accountNow?.exists) throw refusal("artist_has_account");
      transaction.create(accounts.doc(invite.artistId), { ...account, linkedAt: Timestamp.now() });
      transaction.update(invites.doc(invite.id), { acceptedAt: Timestamp.now(), acceptedBy: account.uid });
    },
  };
}
