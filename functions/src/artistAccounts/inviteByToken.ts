import { ARTIST_ACCOUNT_MESSAGES, artistInviteState, type ArtistInviteState } from "@songs/domain";
import { artists } from "../catalogue";
import type { Dependencies } from "../http/Dependencies";
import { HttpError, notFound } from "../http/errors";
import { enforceRateLimit, type RateLimitRule } from "../http/rateLimits";
import { artistAccounts, type ArtistInviteRecord } from "./artistAccounts";

/** A token as newInviteToken makes them; anything else is answered 404 without a read. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const inviteExpired = () => new HttpError(410, "invite_expired", ARTIST_ACCOUNT_MESSAGES.inviteExpired);
export const inviteUsed = () => new HttpError(409, "invite_used", ARTIST_ACCOUNT_MESSAGES.inviteUsed);

/**
 * The invite of `token` (the route's `:token`) with its artist's name and state, after counting the request
 * against the public invite routes' per-IP limit. 404 for an unknown token (or a removed artist).
 */
export async function inviteByToken(
  { db }: Pick<Dependencies, "db">,
  request: { token: string; ip: string },
  rule: RateLimitRule,
): Promise<{ invite: ArtistInviteRecord; artistName: string; state: ArtistInviteState }> {
  await enforceRateLimit(db, rule, { ip: request.ip }, ARTIST_ACCOUNT_MESSAGES.tooManyInviteRequests);
  const invite = TOKEN_PATTERN.test(request.token) ? await artistAccounts(db).invite(request.token) : null;
  const artist = invite ? await artists(db).get(invite.artistId) : null;
  if (!invite || !artist) throw notFound(ARTIST_ACCOUNT_MESSAGES.inviteNotFound);
  return { invite, artistName: artist.name, state: artistInviteState(invite, new Date()) };
}
