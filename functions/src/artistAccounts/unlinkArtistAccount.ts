import { ARTIST_ACCOUNT_MESSAGES } from "@songs/domain";
import { notFound } from "../http/errors";
import { emptyQuerySchema, handler } from "../http/handler";
import { artistParams } from "../http/routeParams";
import { artistAccounts } from "./artistAccounts";
import { claimsWithArtist, linkedArtistOf, userByUid } from "./authUsers";

/**
 * DELETE /api/admin/artist-accounts/:artistId: unlinks the artist's account (204; 404 when none).
 * The claim goes first (keeping the account's other claims) and every session is signed out, so
 * the studio refuses the account at once; then the record is deleted and the artist can be invited again.
 */
export const unlinkArtistAccount = handler(
  emptyQuerySchema,
  async ({ db, auth, params }): Promise<undefined> => {
    const repository = artistAccounts(db);
    const account = await repository.get(params.artistId);
    if (!account) throw notFound(ARTIST_ACCOUNT_MESSAGES.accountNotLinked);
    const user = await userByUid(auth, account.uid);
    if (user && linkedArtistOf(user) === account.artistId) {
      await auth.setCustomUserClaims(user.uid, claimsWithArtist(user, null));
      await auth.revokeRefreshTokens(user.uid);
    }
    await repository.delete(account.artistId);
    return undefined;
  },
  { auth: "admin", params: artistParams },
);
