import { z } from "zod";
import { PROFILE_REVIEW_LIMIT, PROFILE_SAMPLE_LIMIT } from "@songs/domain";
import { notFound } from "../http/errors";
import { emptyQuerySchema, handler } from "../http/handler";
import { publicReviewView, reviews } from "../reviews";
import { artists } from "./artists";
import { samples } from "./samples";
import { artistView, sampleView } from "./views";

const isUuid = (value: unknown) => z.uuid().safeParse(value).success;

/**
 * GET /api/artists/:artistId: the artist, up to 5 of their samples and their 10 newest public
 * reviews (approved, rating at least 3), read in parallel.
 */
export const getArtistProfile = handler(
  emptyQuerySchema,
  async ({ params, db }) => {
    const artistId = params.artistId;
    if (typeof artistId !== "string" || !isUuid(artistId)) throw notFound("Artist not found");
    const [artist, artistSamples, artistReviews] = await Promise.all([
      artists(db).get(artistId),
      samples(db).listByArtist(artistId, PROFILE_SAMPLE_LIMIT),
      reviews(db).listPublicByArtist(artistId, PROFILE_REVIEW_LIMIT),
    ]);
    if (!artist) throw notFound("Artist not found");
    return {
      artist: artistView(artist),
      samples: artistSamples.map(sampleView),
      reviews: artistReviews.map(publicReviewView),
    };
  },
  { cache: "catalogue" },
);
