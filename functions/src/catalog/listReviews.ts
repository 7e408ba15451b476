import { reviewListQuerySchema } from "@songs/domain";
import { handler } from "../http/handler";
import { publicReads } from "../publicCatalogue";

/** GET /api/reviews?occasion=&limit=: public reviews (approved, rating at least 3), newest first. */
export const listReviews = handler(
  reviewListQuerySchema,
  async ({ input, db }) =>
    publicReads(db).reviews({ ...(input.occasion ? { occasion: input.occasion } : {}), ...(input.limit ? { limit: input.limit } : {}) }),
  { cache: "public" },
);
