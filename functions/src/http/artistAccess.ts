import type { RuntimeConfig } from "../configTypes";
import type { AuthUser } from "./authenticate";
import { requireCustomer } from "./customerAccess";
import { HttpError } from "./errors";

/** 403 code of the studio's routes for a valid sign-in that is not linked to an artist profile. */
export const ARTIST_ACCESS_CODES = { artistOnly: "artist_only" } as const;

/** A caller the studio routes let through: its artist profile's id is known. */
export type ArtistUser = AuthUser & { artistId: string };

/**
 * The gate of the studio's routes: a password sign-in with a verified email (as for customers, the
 * token checked against revocation) whose account the server linked to an artist profile.
 */
export function requireArtist(user: AuthUser, config: Pick<RuntimeConfig, "isEmulator">): ArtistUser {
  requireCustomer(user, config);
  if (!user.artistId)
    throw new HttpError(403, ARTIST_ACCESS_CODES.artistOnly, "This page is for the marketplace's artists.");
  return user as ArtistUser;
}
