import { PENDING_REVIEWS_LIMIT, reviewModerationQuerySchema, type PendingReview } from "@songs/domain";
import { reviewModeration } from "../../adapters/firestore/reviewModeration";
import { handler } from "../../http/handler";

/** GET /api/admin/reviews?status=pending: reviews awaiting approval, newest first, with artist and recipient names. */
export const listPendingReviews = handler(
  reviewModerationQuerySchema,
  async ({ db }): Promise<{ reviews: PendingReview[] }> => {
    const pending = await reviewModeration(db).listPending(PENDING_REVIEWS_LIMIT);
    return {
      reviews: pending.map((review) => ({
        id: review.id,
        orderId: review.orderId,
        artistId: review.artistId,
        artistName: review.artistName,
        recipientName: review.recipientName,
        rating: review.rating,
        comment: review.comment,
        customerName: review.customerName,
        occasion: review.occasion,
        createdAt: review.createdAt.toISOString(),
      })),
    };
  },
  { auth: "admin" },
);
