import { MAX_PUBLIC_REVIEWS_PAGE, reviewListQuerySchema } from "@songs/domain";
import { handler } from "../http/handler";
import { publicReviewView, reviews } from "../reviews";

/** GET /api/reviews?occasion=&limit=: public reviews (approved, rating at least 3), newest first. */
export const listReviews = handler(
  reviewListQuerySchema,
  async ({ input, db }) => {
    const found = await reviews(db).listPublic({
      ...(input.occasion ? { occasion: input.occasion } : {}),
      limit: input.limit ?? MAX_PUBLIC_REVIEWS_PAGE,
    });
    return { reviews: found.map(publicReviewView) };
  },
  { cache: "public" },
);
