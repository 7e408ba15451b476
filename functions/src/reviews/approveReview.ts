import { reviewDecisionRequestSchema, type ReviewDecisionResponse } from "@songs/domain";
import { handler } from "../http/handler";
import { reviewParams } from "../http/routeParams";
import { AlreadyModeratedError, reviews } from "./reviews";
import { alreadyModerated, requireReview } from "./moderatedReview";

/**
 * POST /api/admin/reviews/:reviewId/approve: publishes a pending review (listed publicly when rated
 * at least 3) and adds it to its artist's rating and review count, in one transaction. 409 when
 * already decided, also by a concurrent request.
 */
export const approveReview = handler(
  reviewDecisionRequestSchema,
  async (context): Promise<ReviewDecisionResponse> => {
    const review = await requireReview(context);
    if (review.approved || review.rejected) throw alreadyModerated();
    try {
      const { isPublic, artist } = await reviews(context.db).approve(review, context.user.uid);
      context.catalogue.changed();
      return { id: review.id, status: "approved", isPublic, artist };
    } catch (error) {
      if (error instanceof AlreadyModeratedError) throw alreadyModerated();
      throw error;
    }
  },
  { auth: "admin", params: reviewParams },
);
