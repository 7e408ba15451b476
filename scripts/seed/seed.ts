import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Auth } from "firebase-admin/auth";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { offerGenresOf } from "@songs/domain";
import type { BlobStore } from "../../functions/src/adapters/blobs/BlobStore";
import { artistPhotoVariants, storeArtistPhotoVariants } from "../../functions/src/catalogue/artistPhotoVariants";
import type { ArtistPhotoVariantRecord } from "../../functions/src/catalogue";
import { contentDigest } from "../../functions/src/media";
import { isPublicReview, reviewRecord } from "../../functions/src/reviews";
import { artistPhotoPath, SEED_ARTIST_PHOTO_SIDE, SEED_ARTISTS, type SeedArtist } from "./artists";
import { seedDate } from "./ids";
import { seedBusinessHistory } from "./businessHistory";
import { seedGiftsAndQuestions, seedVoiceNotes } from "./giftsAndQuestions";
import { seedOrders, seedOrderSongs } from "./orders";
import { seedStudioOrders, seedStudioOrderSongs } from "./studioOrders";
import { seedDeliverableOrderFiles, seedDeliverableOrders } from "./deliverableOrders";
import { reviewArtistId, SEED_REVIEWS, type SeedReview } from "./reviews";
import { sampleArtistId, sampleAudioPath, SEED_SAMPLES } from "./samples";
import { DEMO_SONG_SECONDS, synthesizeSong } from "./audio";
import { DEMO_ADMIN, DEMO_ARTISTS, DEMO_CUSTOMER } from "./users";

/** Demo data for the local stack. Idempotent: every id is deterministic and every write a set(). */

/** What an artist's record says of their photo: its content digest and its sizes (with theirs). */
export interface SeededPhoto {
  photoDigest: string;
  photoVariants: ArtistPhotoVariantRecord[];
}

/** The demo artists' photos and their sizes, stored as an admin upload stores them, by artist id. */
export async function seedArtistPhotos(blobs: BlobStore, repoRoot: string): Promise<Map<string, SeededPhoto>> {
  const photos = await Promise.all(
    SEED_ARTISTS.map(async (artist) => {
      const file = artistPhotoPath(artist);
      const bytes = await readFile(path.join(repoRoot, "public", "artist-photos", file));
      await blobs.write("artists", file, bytes, "image/png");
      const photoVariants = await storeArtistPhotoVariants(blobs, file, bytes);
      const expected = artistPhotoVariants(file, SEED_ARTIST_PHOTO_SIDE).map((variant) => variant.path);
      if (JSON.stringify(photoVariants.map((variant) => variant.path)) !== JSON.stringify(expected)) {
        throw new Error(`${file} is not ${SEED_ARTIST_PHOTO_SIDE} px square`);
      }
      return [artist.id, { photoDigest: contentDigest(bytes), photoVariants }] as const;
    }),
  );
  return new Map(photos);
}

export async function seedFiles(blobs: BlobStore): Promise<void> {
  await Promise.all([
    ...SEED_SAMPLES.map(async (sample) => {
      const file = sampleAudioPath(sample);
      if (await blobs.stat("samples", file)) return;
      await blobs.write(
        "samples",
        file,
        synthesizeSong({ ...sample.music, seed: sample.id, seconds: DEMO_SONG_SECONDS }),
        "audio/wav",
      );
    }),
    seedOrderSongs(blobs),
    seedStudioOrderSongs(blobs),
    seedDeliverableOrderFiles(blobs),
    seedVoiceNotes(blobs),
  ]);
}

/** An artist's record as the seed writes it (more artists for `npm run bench:scale` too). */
export function artistDocument(
  artist: Omit<SeedArtist, "id" | "slug">,
  photo: SeededPhoto & { photoPath: string },
  createdAt: Date,
) {
  return {
    name: artist.name,
    bio: artist.bio,
    photoPath: photo.photoPath,
    photoDigest: photo.photoDigest,
    photoVariants: photo.photoVariants,
    genres: artist.genres,
    offerGenres: offerGenresOf(artist.genres),
    specialties: artist.specialties,
    rating: artist.rating,
    reviewCount: artist.reviewCount,
    // Sum of the stars behind the rating, so approving a review moves both (see reviewModeration).
    ratingTotal: Math.round(artist.rating * artist.reviewCount),
    availability: artist.availability,
    createdAt: Timestamp.fromDate(createdAt),
  };
}

/** A review's record as the seed writes it. */
export function reviewDocument(
  review: Omit<SeedReview, "artistSlug" | "userKey" | "day"> & { userId: string; artistId: string | null },
  createdAt: Date,
) {
  return reviewRecord.write({
    id: review.orderId,
    userId: review.userId,
    orderId: review.orderId,
    artistId: review.artistId,
    rating: review.rating,
    comment: review.comment,
    customerName: review.customerName,
    occasion: review.occasion,
    approved: review.approved,
    isPublic: isPublicReview(review),
    // Stated from the creation, as the API writes it: the pending queue's query matches on it.
    rejected: false,
    moderatedBy: null,
    moderatedAt: null,
    createdAt,
  });
}

/** A user's profile as the seed writes it. */
export const userDocument = (user: { email: string; fullName: string }, createdAt: Date) => ({
  email: user.email,
  fullName: user.fullName,
  createdAt: Timestamp.fromDate(createdAt),
});

export async function seedFirestore(db: Firestore, photos: Map<string, SeededPhoto>): Promise<void> {
  const batch = db.batch();
  SEED_ARTISTS.forEach((artist, index) => {
    const photo = photos.get(artist.id);
    if (!photo) throw new Error(`No photo was stored for ${artist.name}`);
    batch.set(
      db.collection("artists").doc(artist.id),
      artistDocument(artist, { ...photo, photoPath: artistPhotoPath(artist) }, seedDate(index)),
    );
  });
  for (const sample of SEED_SAMPLES) {
    batch.set(db.collection("samples").doc(sample.id), {
      artistId: sampleArtistId(sample),
      title: sample.title,
      audioPath: sampleAudioPath(sample),
      occasion: sample.occasion,
      genre: sample.genre,
      mood: sample.mood,
      ...(sample.story ? { story: sample.story } : {}),
      createdAt: Timestamp.fromDate(seedDate(sample.day)),
    });
  }
  for (const review of SEED_REVIEWS) {
    const userId = review.userKey === "customer" ? DEMO_CUSTOMER.uid : `seed-user-${review.userKey}`;
    batch.set(
      db.collection("reviews").doc(review.orderId),
      reviewDocument({ ...review, userId, artistId: reviewArtistId(review) }, seedDate(review.day)),
    );
  }
  for (const user of [DEMO_CUSTOMER, DEMO_ADMIN, ...DEMO_ARTISTS]) {
    batch.set(db.collection("users").doc(user.uid), userDocument(user, seedDate(0)));
  }
  for (const artist of DEMO_ARTISTS) {
    batch.set(db.collection("artistAccounts").doc(artist.artistId), {
      uid: artist.uid,
      email: artist.email,
      linkedAt: Timestamp.fromDate(seedDate(0)),
      linkedBy: DEMO_ADMIN.uid,
    });
  }
  seedOrders(db, batch);
  seedStudioOrders(db, batch);
  seedDeliverableOrders(db, batch);
  seedGiftsAndQuestions(db, batch);
  await batch.commit();
  await seedBusinessHistory(db);
}

/** The demo customer, admin and artists in the Auth emulator (verified email; the admin and the artists have their claims). */
export async function seedUsers(auth: Auth): Promise<void> {
  for (const user of [DEMO_CUSTOMER, DEMO_ADMIN, ...DEMO_ARTISTS]) {
    const fields = { email: user.email, password: user.password, displayName: user.fullName, emailVerified: true };
    try {
      await auth.updateUser(user.uid, fields);
    } catch (error) {
      if ((error as { code?: string }).code !== "auth/user-not-found") throw error;
      await auth.createUser({ uid: user.uid, ...fields });
    }
  }
  await auth.setCustomUserClaims(DEMO_ADMIN.uid, { admin: true });
  for (const artist of DEMO_ARTISTS) await auth.setCustomUserClaims(artist.uid, { artistId: artist.artistId });
}
