import type { ArtistInviteView } from "@songs/domain";
import { clientIp } from "../http/clientIp";
import { emptyQuerySchema, handler } from "../http/handler";
import { tokenParams } from "../http/routeParams";
import { userByEmail } from "./authUsers";
import { inviteByToken } from "./inviteByToken";
import { INVITE_READS_PER_IP } from "./inviteRateLimits";

/**
 * GET /api/artist-invites/:token (public, rate-limited per IP): what the accept page shows: the
 * artist's name, the invited email, whether it already has an account, and the invite's state.
 */
export const getArtistInvite = handler(
  emptyQuerySchema,
  async ({ db, auth, config, req, params }): Promise<ArtistInviteView> => {
    const { invite, artistName, state } = await inviteByToken(
      { db },
      { token: params.token, ip: clientIp(req, config) },
      INVITE_READS_PER_IP,
    );
    return {
      artistName,
      email: invite.email,
      hasAccount: state === "open" && (await userByEmail(auth, invite.email)) !== null,
      state,
      expiresAt: invite.expiresAt.toISOString(),
    };
  },
  { params: tokenParams },
);
