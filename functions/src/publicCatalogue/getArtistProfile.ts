import { notFound } from "../http/errors";
import { emptyQuerySchema, handler } from "../http/handler";
import { artistParams } from "../http/routeParams";
import { publicReads } from "./publicReads";

/**
 * GET /api/artists/:artistId: the artist, up to 5 of their samples and their 10 newest public
 * reviews (approved, rating at least 3), read in parallel.
 */
export const getArtistProfile = handler(
  emptyQuerySchema,
  async ({ params, db }) => {
    const profile = await publicReads(db).artistProfile(params.artistId);
    if (!profile) throw notFound("Artist not found");
    return profile;
  },
  { cache: "catalogue", params: artistParams },
);
