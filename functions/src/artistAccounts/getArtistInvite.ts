import type { ArtistInviteView } from "@songs/domain";
import { emptyQuerySchema, handler } from "../http/handler";
import { userByEmail } from "./authUsers";
import { inviteByToken } from "./inviteByToken";
import { INVITE_READS_PER_IP } from "./inviteRateLimits";

/**
 * GET /api/artist-invites/:token (public, rate-limited per IP): what the accept page shows: the
 * artist's name, the invited email, whether it already has an account, and the invite's state.
 */
export const getArtistInvite = handler(emptyQuerySchema, async ({ db, auth, config, req }): Promise<ArtistInviteView> => {
  const { invite, artistName, state } = await inviteByToken({ db, config }, req, INVITE_READS_PER_IP);
  return {
    artistName,
    email: invite.email,
    hasAccount: state === "open" && (await userByEmail(auth, invite.email)) !== null,
    state,
    expiresAt: invite.expiresAt.toISOString(),
  };
});
