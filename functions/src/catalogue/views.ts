import {
  ARTIST_CARD_BIO_LENGTH,
  artistPhotoSources,
  type Artist,
  type ArtistSummary,
  type Sample,
} from "@songs/domain";
import { mediaUrl, publicImageUrl } from "../media";
import type { ArtistRecord } from "./artists";
import type { SampleRecord } from "./samples";

/** Stored records as the public API shows them (@songs/domain: schemas/publicCatalogue.ts). */

/**
 * The photo's immutable URL where its digest is on record, else its stable redirecting one. Its
 * sizes' URLs sit beside it (`artistPhotoSources`), under the photo's digest.
 */
const photoUrlOf = (artist: ArtistRecord) => {
  if (!artist.photoPath) return "";
  return artist.photoDigest
    ? publicImageUrl("artists", artist.photoPath, artist.photoDigest)
    : mediaUrl("artists", artist.photoPath);
};

/** The start of `text` up to `length` characters, cut at a word and marked with an ellipsis when cut. */
function excerpt(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(" ");
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}

/** An artist as the list shows them: the cards' and the order builder's fields, the bio's start. */
export function artistSummaryView(artist: ArtistRecord): ArtistSummary {
  return {
    id: artist.id,
    name: artist.name,
    bio: excerpt(artist.bio, ARTIST_CARD_BIO_LENGTH),
    photoUrl: photoUrlOf(artist),
    photoSize: artist.photoPath ? Math.max(0, ...artist.photoVariants.map((variant) => variant.width)) : 0,
    genres: artist.genres,
    rating: artist.rating,
    availability: artist.availability,
  };
}

/** An artist's full profile. */
export function artistView(artist: ArtistRecord): Artist {
  const summary = artistSummaryView(artist);
  return {
    ...summary,
    bio: artist.bio,
    photoVariants: artistPhotoSources(summary.photoUrl, summary.photoSize),
    specialties: artist.specialties,
    reviewCount: artist.reviewCount,
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
