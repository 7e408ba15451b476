import { PENDING_REVIEWS_LIMIT, reviewModerationQuerySchema, type PendingReview } from "@songs/domain";
import { artists } from "../catalogue";
import { handler } from "../http/handler";
import { orderReads } from "../orders";
import { reviews } from "./reviews";

/** GET /api/admin/reviews?status=pending: reviews awaiting approval, newest first, with artist and recipient names. */
export const listPendingReviews = handler(
  reviewModerationQuerySchema,
  async ({ db }): Promise<{ reviews: PendingReview[] }> => {
    const pending = await reviews(db).listPending(PENDING_REVIEWS_LIMIT);
    const [artistNames, recipients] = await Promise.all([
      artists(db).namesOf(pending.flatMap((review) => (review.artistId ? [review.artistId] : []))),
      orderReads(db).recipientNames(pending.map((review) => review.orderId)),
    ]);
    return {
      reviews: pending.map((review) => ({
        id: review.id,
        orderId: review.orderId,
        artistId: review.artistId,
        artistName: (review.artistId && artistNames.get(review.artistId)) ?? null,
        recipientName: recipients.get(review.orderId) ?? null,
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
