import { randomUUID } from "node:crypto";
import { getAuth } from "firebase-admin/auth";
import { Timestamp } from "firebase-admin/firestore";
import { offerGenresOf } from "@songs/domain";
import { stackAdminApp, stackFirestore } from "./adminSession";
import { signIn } from "./api";
import { atFileEnd } from "./fileCleanup";
import { createTestUser, type TestUser } from "./users";

/**
 * Throwaway artists in the running stack: a profile of their own and an account linked to it, one
 * per test. The profiles a test file made are deleted when it ends, so the public catalogue the
 * other suites count stays the seed's ten.
 */
const madeProfiles: string[] = [];

async function deleteMadeProfiles(): Promise<void> {
  const db = stackFirestore();
  await Promise.all(madeProfiles.splice(0).map((id) => db.collection("artists").doc(id).delete()));
}

export interface TestArtist extends TestUser {
  artistId: string;
  name: string;
  /** A fresh ID token carrying the `artistId` claim. */
  idToken: string;
}

export interface TestArtistOptions {
  genres?: string[];
  availability?: boolean;
  /** Link to this existing profile instead of making one. */
  artistId?: string;
}

/** A new artist profile with no account (removed after the file); its id and name. */
export async function createTestArtistProfile(
  options: Omit<TestArtistOptions, "artistId"> = {},
): Promise<{ artistId: string; name: string }> {
  const artistId = randomUUID();
  const name = `Test Artist ${artistId.slice(0, 6)}`;
  if (madeProfiles.length === 0) atFileEnd(deleteMadeProfiles);
  madeProfiles.push(artistId);
  await stackFirestore()
    .collection("artists")
    .doc(artistId)
    .set({
      name,
      bio: "Writes songs for the tests.",
      photoPath: "",
      photoVariants: [],
      genres: options.genres ?? ["Pop"],
      offerGenres: offerGenresOf(options.genres ?? ["Pop"]),
      specialties: [],
      rating: 0,
      ratingTotal: 0,
      reviewCount: 0,
      availability: options.availability ?? true,
      createdAt: Timestamp.now(),
    });
  return { artistId, name };
}

/** A new artist profile (unless `artistId` is given) and a verified password account whose token names it. */
export async function createTestArtist(options: TestArtistOptions = {}): Promise<TestArtist> {
  const { artistId, name } = options.artistId
    ? { artistId: options.artistId, name: `Test Artist ${options.artistId.slice(0, 6)}` }
    : await createTestArtistProfile(options);
  const user = await createTestUser({ label: "artist" });
  await getAuth(stackAdminApp()).setCustomUserClaims(user.uid, { artistId });
  return { ...user, artistId, name, idToken: await signIn(user.email, user.password) };
}
