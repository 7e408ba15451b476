import { reviewDecisionRequestSchema, type ReviewDecisionResponse } from "@songs/domain";
import { handler } from "../http/handler";
import { reviewParams } from "../http/routeParams";
import { AlreadyModeratedError, reviews } from "./reviews";
import { alreadyModerated, requireReview } from "./moderatedReview";

/**
 * POST /api/admin/reviews/:reviewId/reject: the review is never public; if it had been approved it
 * leaves its artist's rating and review count, in one transaction. 409 when already rejected, also
 * by a concurrent request.
 */
export const rejectReview = handler(
  reviewDecisionRequestSchema,
  async (context): Promise<ReviewDecisionResponse> => {
    const review = await requireReview(context);
    if (review.rejected) throw alreadyModerated();
    try {
      const { artist } = await reviews(context.db).reject(review, context.user.uid);
      context.catalogue.changed();
      return { id: review.id, status: "rejected", isPublic: false, artist };
    } catch (error) {
      if (error instanceof AlreadyModeratedError) throw alreadyModerated();
      throw error;
    }
  },
  { auth: "admin", params: reviewParams },
);
