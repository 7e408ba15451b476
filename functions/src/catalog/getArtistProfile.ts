import { z } from "zod";
import { notFound } from "../http/errors";
import { emptyQuerySchema, handler } from "../http/handler";
import { publicReads } from "../publicCatalogue";

const isUuid = (value: unknown) => z.uuid().safeParse(value).success;

/**
 * GET /api/artists/:artistId: the artist, up to 5 of their samples and their 10 newest public
 * reviews (approved, rating at least 3), read in parallel.
 */
export const getArtistProfile = handler(
  emptyQuerySchema,
  async ({ params, db }) => {
    const artistId = params.artistId;
    const profile = typeof artistId === "string" && isUuid(artistId) ? await publicReads(db).artistProfile(artistId) : null;
    if (!profile) throw notFound("Artist not found");
    return profile;
  },
  { cache: "catalogue" },
);
