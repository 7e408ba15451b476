import { ARTIST_PHOTO_MEDIA_TYPES, type Artist, type Sample } from "@songs/domain";
import { mediaUrl, publicImageUrl } from "../media";
import type { ArtistRecord } from "./artists";
import type { SampleRecord } from "./samples";

/** Stored records as the public API shows them (@songs/domain: schemas/publicCatalog.ts). */

/** A photo's immutable URL where its digest is on record, else its stable redirecting one. */
const photoUrl = (path: string, digest: string | undefined) => (digest ? publicImageUrl("artists", path, digest) : mediaUrl("artists", path));

export function artistView(artist: ArtistRecord): Artist {
  return {
    id: artist.id,
    name: artist.name,
    bio: artist.bio,
    photoUrl: artist.photoPath ? photoUrl(artist.photoPath, artist.photoDigest) : "",
    photoVariants: artist.photoVariants.map((variant) => ({
      url: photoUrl(variant.path, variant.digest),
      width: variant.width,
      height: variant.height,
      type: ARTIST_PHOTO_MEDIA_TYPES[variant.format],
    })),
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
