import { type Artist, type PublicReview, type Sample } from "@songs/domain";
import type { ArtistRecord } from "../adapters/firestore/artists";
import type { ReviewRecord } from "../adapters/firestore/reviews";
import type { SampleRecord } from "../adapters/firestore/samples";
import { mediaUrl } from "../media/mediaUrl";

/** Stored records as the public API shows them (@songs/domain: schemas/publicCatalog.ts). */

export function artistView(artist: ArtistRecord): Artist {
  return {
    id: artist.id,
    name: artist.name,
    bio: artist.bio,
    photoUrl: artist.photoPath ? mediaUrl("artists", artist.photoPath) : "",
    genres: artist.genres,
    specialties: artist.specialties,
    rating: artist.rating,
    reviewCount: artist.reviewCount,
    availability: artist.availability,
  };
}

export function sampleView(sample: SampleRecord): Sample {
  const view: Sample = {
    id: sample.id,
    artistId: sample.artistId,
    title: sample.title,
    audioUrl: mediaUrl("samples", sample.audioPath),
    occasion: sample.occasion,
    genre: sample.genre,
    mood: sample.mood,
    createdAt: sample.createdAt.toISOString(),
  };
  if (sample.story !== undefined) view.story = sample.story;
  return view;
}

export function publicReviewView(review: ReviewRecord): PublicReview {
  return {
    id: review.id,
    artistId: review.artistId,
    rating: review.rating,
    comment: review.comment,
    customerName: review.customerName,
    occasion: review.occasion,
    createdAt: review.createdAt.toISOString(),
  };
}
