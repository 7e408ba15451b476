import type { Auth, UserRecord } from "firebase-admin/auth";

/** The Auth account `lookup` finds, or null when there is none. */
async function userOrNull(lookup: () => Promise<UserRecord>): Promise<UserRecord | null> {
  try {
    return await lookup();
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === "auth/user-not-found") return null;
    throw error;
  }
}

/** The Auth account of an email, or null when there is none. */
export function userByEmail(auth: Auth, email: string): Promise<UserRecord | null> {
  return userOrNull(() => auth.getUserByEmail(email));
}

/** The Auth account of a uid, or null when it was deleted. */
export function userByUid(auth: Auth, uid: string): Promise<UserRecord | null> {
  return userOrNull(() => auth.getUser(uid));
}

/** The artist profile an account is linked to (its `artistId` claim), or null. */
export function linkedArtistOf(user: UserRecord): string | null {
  const artistId: unknown = user.customClaims?.artistId;
  return typeof artistId === "string" && artistId !== "" ? artistId : null;
}

/** The account's claims with `artistId` set (or removed with null), keeping its other claims (admin, ...). */
export function claimsWithArtist(user: UserRecord, artistId: string | null): Record<string, unknown> {
  const { artistId: _previous, ...others } = user.customClaims ?? {};
  return artistId === null ? others : { ...others, artistId };
}
