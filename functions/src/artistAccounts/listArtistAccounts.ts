import { artistInviteState, type AdminArtistAccountList } from "@songs/domain";
import { artists } from "../catalogue";
import { emptyQuerySchema, handler } from "../http/handler";
import { artistAccounts } from "./artistAccounts";

/**
 * GET /api/admin/artist-accounts: every artist profile, in name order, with its linked account and
 * the invites not yet accepted (open or expired, newest first).
 */
export const listArtistAccounts = handler(
  emptyQuerySchema,
  async ({ db }): Promise<AdminArtistAccountList> => {
    const repository = artistAccounts(db);
    const [roster, accounts, invites] = await Promise.all([
      artists(db).listByRating(),
      repository.list(),
      repository.openInvites(),
    ]);
    const accountOf = new Map(accounts.map((account) => [account.artistId, account]));
    const now = new Date();
    return {
      artists: roster
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((artist) => {
          const account = accountOf.get(artist.id);
          return {
            artistId: artist.id,
            artistName: artist.name,
            account: account
              ? { uid: account.uid, email: account.email, linkedAt: account.linkedAt.toISOString() }
              : null,
            invites: invites
              .filter((invite) => invite.artistId === artist.id)
              .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
              .map((invite) => ({
                email: invite.email,
                createdAt: invite.createdAt.toISOString(),
                expiresAt: invite.expiresAt.toISOString(),
                state: artistInviteState(invite, now),
              })),
          };
        }),
    };
  },
  { auth: "admin" },
);
