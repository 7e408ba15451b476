import type { Auth, UserRecord } from "firebase-admin/auth";

/** The Auth account of an email, or null when there is none. */
export async function userByEmail(auth: Auth, email: string): Promise<UserRecord | null> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === "auth/user-not-found") return null;
    throw error;
  }
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
