import {
  adminArtistAccountsQuerySchema,
  artistInviteState,
  MAX_PAGE_SIZE,
  type AdminArtistAccountList,
} from "@songs/domain";
import { artists } from "../catalogue";
import { handler } from "../http/handler";
import { artistAccounts } from "./artistAccounts";

/**
 * GET /api/admin/artist-accounts?cursor=: a page of the artist profiles (at most 50, rating
 * descending, equal ratings by id, as `/api/artists` pages them), each with its linked account and
 * the invites not yet accepted (open or expired, newest first), and the next page's cursor. Reads
 * at most 51 artists, their accounts in one batch and their open invites: the page, not the roster.
 */
export const listArtistAccounts = handler(
  adminArtistAccountsQuerySchema,
  async ({ input, db }): Promise<AdminArtistAccountList> => {
    const page = await artists(db).pageByRating({ available: false }, { limit: MAX_PAGE_SIZE, cursor: input.cursor });
    const ids = page.artists.map((artist) => artist.id);
    const repository = artistAccounts(db);
    const [accounts, invites] = await Promise.all([repository.linksOf(ids), repository.openInvitesOf(ids)]);
    const now = new Date();
    return {
      artists: page.artists.map((artist) => {
        const account = accounts.get(artist.id);
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
      nextCursor: page.nextCursor,
    };
  },
  { auth: "admin" },
);
