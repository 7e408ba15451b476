import { artistListQuerySchema } from "@songs/domain";
import { handler } from "../http/handler";
import { publicReads } from "./publicReads";

/**
 * GET /api/artists?genre=|fits=&available=true&limit=&cursor=: a page of artists by rating,
 * descending (artistListQuerySchema), and the cursor of the next. Reads only that page.
 */
export const listArtists = handler(artistListQuerySchema, async ({ input, db }) => publicReads(db).artists(input), {
  cache: "catalogue",
});
