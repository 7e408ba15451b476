import { array, boolean, int, iso, nullable, number, object, optional, string, uuid, type ZodMiniType } from "zod/mini";
import type { Artist, ArtistProfile, PublicReview, Sample } from "../domain/schemas/publicCatalog";

/**
 * The public catalogue responses of `src/domain/schemas/publicCatalog.ts`, written with `zod/mini`
 * (tree-shakable: about 5 KB gzipped instead of about 25 KB for classic zod), so the artists,
 * samples and reviews screens stay inside the first-load budget. Same shapes, same types: the
 * `satisfies` lines fail the build if they drift, and catalogResponses.test.ts parses the same
 * bodies with both.
 */
const artist = object({
  id: uuid(),
  name: string(),
  bio: string(),
  photoUrl: string(),
  genres: array(string()),
  specialties: array(string()),
  rating: number(),
  reviewCount: number().check(int()),
  availability: boolean(),
}) satisfies ZodMiniType<Artist>;

const sample = object({
  id: string(),
  artistId: nullable(string()),
  title: string(),
  audioUrl: string(),
  occasion: string(),
  genre: string(),
  mood: string(),
  story: optional(string()),
  createdAt: iso.datetime(),
}) satisfies ZodMiniType<Sample>;

const review = object({
  id: string(),
  artistId: nullable(string()),
  rating: number().check(int()),
  comment: string(),
  customerName: string(),
  occasion: string(),
  createdAt: iso.datetime(),
}) satisfies ZodMiniType<PublicReview>;

export const artistListResponse = object({ artists: array(artist) }) satisfies ZodMiniType<{ artists: Artist[] }>;
export const artistProfileResponse = object({
  artist,
  samples: array(sample),
  reviews: array(review),
}) satisfies ZodMiniType<ArtistProfile>;
export const sampleListResponse = object({ samples: array(sample) }) satisfies ZodMiniType<{ samples: Sample[] }>;
export const reviewListResponse = object({ reviews: array(review) }) satisfies ZodMiniType<{ reviews: PublicReview[] }>;
