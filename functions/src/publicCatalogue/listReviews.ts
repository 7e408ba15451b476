import { reviewListQuerySchema } from "@songs/domain";
import { handler } from "../http/handler";
import { publicReads } from "./publicReads";

/**
 * GET /api/reviews?occasion=&limit=&cursor=: a page of public reviews (approved, rating at least
 * 3), newest first, with the `nextCursor` that asks for the next page of the same filter.
 */
export const listReviews = handler(reviewListQuerySchema, async ({ input, db }) => publicReads(db).reviews(input), {
  cache: "catalogue",
});
