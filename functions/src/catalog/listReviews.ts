import { MAX_PUBLIC_REVIEWS_PAGE, reviewListQuerySchema } from "@songs/domain";
import { handler } from "../http/handler";
import { listPublicReviewPage } from "../reviews";

/**
 * GET /api/reviews?occasion=&limit=&cursor=: a page of public reviews (approved, rating at least
 * 3), newest first, with the `nextCursor` that asks for the next page of the same filter.
 */
export const listReviews = handler(
  reviewListQuerySchema,
  async ({ input, db }) =>
    listPublicReviewPage(db, { occasion: input.occasion, limit: input.limit ?? MAX_PUBLIC_REVIEWS_PAGE, cursor: input.cursor }),
  { cache: "catalogue" },
);
