import { artistListQuerySchema } from "@songs/domain";
import { handler } from "../http/handler";
import { publicReads } from "./publicReads";

/**
 * GET /api/artists?genre=&available=true&limit=: artists by rating, descending. `genre` keeps
 * artists with that genre among theirs (case-insensitive, whole genre); the order builder's
 * keyword mapping (`artistFitsGenre`) is applied by the builder on this list.
 */
export const listArtists = handler(
  artistListQuerySchema,
  async ({ input, db }) => {
    const genre = input.genre?.toLowerCase();
    const matching = (await publicReads(db).artists()).artists
      .filter((artist) => !genre || artist.genres.some((g) => g.toLowerCase() === genre))
      .filter((artist) => input.available !== "true" || artist.availability);
    return { artists: matching.slice(0, input.limit ?? matching.length) };
  },
  { cache: "catalogue" },
);
