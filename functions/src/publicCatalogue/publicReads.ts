import type { Firestore } from "firebase-admin/firestore";
import {
  ARTIST_GENRES,
  MAX_PAGE_SIZE,
  MAX_PUBLIC_REVIEWS_PAGE,
  PROFILE_REVIEW_LIMIT,
  PROFILE_SAMPLE_LIMIT,
  type ArtistListResponse,
  type CheckoutGenreId,
  type ArtistProfile,
  type OccasionId,
  type ReviewListResponse,
  type Sample,
} from "@songs/domain";
import { listPublicReviewPage, publicReviewView, reviews } from "../reviews";
import { artists, artistSummaryView, artistView, samples, sampleView } from "../catalogue";

/**
 * The public catalogue as the API shows it, for its GET endpoints and for the pages rendered on
 * request, so a page's data and the API's answer are the same read.
 */
export function publicReads(db: Firestore) {
  return {
    /**
     * A page of artists as the list shows them (artistSummaryView), rating descending, and the
     * cursor of the next. `genre` is matched case-insensitively against the profiles' genre labels
     * (ARTIST_GENRES, the only genres a profile holds): a genre outside them finds nobody.
     */
    async artists(
      filter: { genre?: string; fits?: CheckoutGenreId; available?: "true"; limit?: number; cursor?: string } = {},
    ): Promise<ArtistListResponse> {
      const genre = filter.genre?.toLowerCase();
      const label = genre === undefined ? undefined : ARTIST_GENRES.find((known) => known.toLowerCase() === genre);
      if (genre !== undefined && label === undefined) return { artists: [], nextCursor: null };
      const page = await artists(db).pageByRating(
        { available: filter.available === "true", genre: label, fits: filter.fits },
        { limit: filter.limit ?? MAX_PAGE_SIZE, cursor: filter.cursor },
      );
      return { artists: page.artists.map(artistSummaryView), nextCursor: page.nextCursor };
    },

    /** The artist, up to 5 of their samples and their 10 newest public reviews; null for an unknown artist. */
    async artistProfile(artistId: string): Promise<ArtistProfile | null> {
      const [artist, artistSamples, artistReviews] = await Promise.all([
        artists(db).get(artistId),
        samples(db).listByArtist(artistId, PROFILE_SAMPLE_LIMIT),
        reviews(db).listPublicByArtist(artistId, PROFILE_REVIEW_LIMIT),
      ]);
      if (!artist) return null;
      return {
        artist: artistView(artist),
        samples: artistSamples.map(sampleView),
        reviews: artistReviews.map(publicReviewView),
      };
    },

    /** The sample library, newest first. */
    async samples(): Promise<{ samples: Sample[] }> {
      return { samples: (await samples(db).listNewestFirst()).map(sampleView) };
    },

    /** A page of public reviews (approved, rating at least 3), newest first, and the cursor of the next. */
    async reviews(
      filter: { occasion?: OccasionId; limit?: number; cursor?: string } = {},
    ): Promise<ReviewListResponse> {
      return listPublicReviewPage(db, {
        occasion: filter.occasion,
        limit: filter.limit ?? MAX_PUBLIC_REVIEWS_PAGE,
        cursor: filter.cursor,
      });
    },
  };
}
