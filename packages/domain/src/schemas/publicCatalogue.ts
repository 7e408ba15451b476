import { z } from "zod";
import { MAX_GENRE_LENGTH, MAX_PUBLIC_REVIEWS_PAGE } from "../limits";
import { CHECKOUT_GENRE_IDS, OCCASION_IDS } from "../options";
import { MAX_PAGE_SIZE, pageCursorSchema } from "./pages";

/** Shapes of the public catalogue API (`GET /api/artists`, `/api/samples`, `/api/reviews`). */

/** One stored size of an artist photo: a square `width` x `height` in one format. */
export const artistPhotoVariantSchema = z.object({
  /** Stable media URL (`/api/media/artists/sized/...`). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  type: z.enum(["image/webp", "image/jpeg"]),
});
export type ArtistPhotoVariant = z.infer<typeof artistPhotoVariantSchema>;

/**
 * An artist as the list (`GET /api/artists`) shows them: what the artist cards and the order
 * builder's artist step use, and no more, so the list stays small at hundreds of artists.
 */
export const artistSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The start of the bio, cut at a word (the card shows two lines); the profile has all of it. */
  bio: z.string(),
  /** Stable media URL (`/images/artists/<digest>/...` or `/api/media/artists/...`), never an expiring link. */
  photoUrl: z.string(),
  /** The largest stored size of the photo in px (0: only the original); `artistPhotoSources` names them all. */
  photoSize: z.number().int().min(0),
  genres: z.array(z.string()),
  rating: z.number(),
  availability: z.boolean(),
});
export type ArtistSummary = z.infer<typeof artistSummarySchema>;

/** An artist's full profile (`GET /api/artists/:id`). */
export const artistSchema = artistSummarySchema.extend({
  /** The whole bio. */
  bio: z.string(),
  /** The photo in the sizes and formats the pages use (empty when only the original is stored). */
  photoVariants: z.array(artistPhotoVariantSchema),
  specialties: z.array(z.string()),
  reviewCount: z.number().int(),
});
export type Artist = z.infer<typeof artistSchema>;

export const sampleSchema = z.object({
  id: z.string(),
  artistId: z.string().nullable(),
  title: z.string(),
  /** Stable media URL (`/api/media/samples/...`). */
  audioUrl: z.string(),
  occasion: z.string(),
  genre: z.string(),
  mood: z.string(),
  story: z.string().optional(),
  createdAt: z.iso.datetime(),
});
export type Sample = z.infer<typeof sampleSchema>;

export const publicReviewSchema = z.object({
  id: z.string(),
  artistId: z.string().nullable(),
  rating: z.number().int(),
  comment: z.string(),
  customerName: z.string(),
  occasion: z.string(),
  createdAt: z.iso.datetime(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** A page of artists, rating descending; `nextCursor` asks for the next page (null on the last one). */
export const artistListResponseSchema = z.object({
  artists: z.array(artistSummarySchema),
  nextCursor: z.string().nullable(),
});
export type ArtistListResponse = z.infer<typeof artistListResponseSchema>;
export const artistProfileResponseSchema = z.object({
  artist: artistSchema,
  samples: z.array(sampleSchema),
  reviews: z.array(publicReviewSchema),
});
export type ArtistProfile = z.infer<typeof artistProfileResponseSchema>;
export const sampleListResponseSchema = z.object({ samples: z.array(sampleSchema) });
/** A page of public reviews; `nextCursor` asks for the next page (null on the last one). */
export const reviewListResponseSchema = z.object({
  reviews: z.array(publicReviewSchema),
  nextCursor: z.string().nullable(),
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

/**
 * Query of `GET /api/artists`, a page at a time (at most MAX_PAGE_SIZE, the default): `genre` keeps
 * artists with that genre among theirs (case-insensitive, whole genre), `fits` those the order
 * builder lists for a checkout genre (its keyword mapping, `artistFitsGenre`), `available` the
 * available ones; `cursor` is the previous page's `nextCursor` with the same filters. One genre
 * filter at a time: `genre` or `fits`.
 */
export const artistListQuerySchema = z
  .strictObject({
    genre: z.string().trim().min(1).max(MAX_GENRE_LENGTH).optional(),
    fits: z.enum(CHECKOUT_GENRE_IDS, "Unknown genre").optional(),
    available: z.enum(["true"]).optional(),
    limit: z.coerce
      .number("Limit must be a number")
      .int("Limit must be a whole number")
      .min(1, "Limit must be at least 1")
      .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`)
      .optional(),
    cursor: pageCursorSchema,
  })
  .refine((query) => !(query.genre && query.fits), {
    message: "Filter by genre or by fit, not both",
    path: ["fits"],
  });

/** Answered for a `cursor` the server did not hand out (or that no longer parses). */
export const INVALID_REVIEWS_CURSOR = "This page of reviews is no longer available. Please reload the reviews.";

/**
 * Query of `GET /api/reviews`: optional occasion id, page size and the opaque `cursor` of the
 * previous page's `nextCursor` (same occasion).
 */
export const reviewListQuerySchema = z.strictObject({
  occasion: z.enum(OCCASION_IDS, "Unknown occasion").optional(),
  cursor: z.string(INVALID_REVIEWS_CURSOR).min(1, INVALID_REVIEWS_CURSOR).max(200, INVALID_REVIEWS_CURSOR).optional(),
  limit: z.coerce
    .number("Limit must be a number")
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(MAX_PUBLIC_REVIEWS_PAGE, `Limit must be at most ${MAX_PUBLIC_REVIEWS_PAGE}`)
    .optional(),
});

/** The error body every API failure answers with. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
