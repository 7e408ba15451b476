import type { Firestore } from "firebase-admin/firestore";
import {
  MAX_PUBLIC_REVIEWS_PAGE,
  PROFILE_REVIEW_LIMIT,
  PROFILE_SAMPLE_LIMIT,
  type ArtistListResponse,
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
    /** Every artist as the list shows them (artistSummaryView), rating descending. */
    async artists(): Promise<ArtistListResponse> {
      return { artists: (await artists(db).listByRating()).map(artistSummaryView) };
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
