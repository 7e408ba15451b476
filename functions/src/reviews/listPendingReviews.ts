import { reviewModerationQuerySchema, type PendingReviewList } from "@songs/domain";
import { artists } from "../catalogue";
import { handler } from "../http/handler";
import { orderReads } from "../orders";
import { reviews } from "./reviews";

/**
 * GET /api/admin/reviews?status=pending[&cursor=]: a page (at most 50) of the reviews awaiting
 * approval, the longest waiting first, with artist and recipient names; the next page's cursor,
 * and how many wait (a count() query).
 */
export const listPendingReviews = handler(
  reviewModerationQuerySchema,
  async ({ db, input }): Promise<PendingReviewList> => {
    const page = await reviews(db).pagePending(input.cursor);
    const [artistNames, recipients] = await Promise.all([
      artists(db).namesOf(page.reviews.flatMap((review) => (review.artistId ? [review.artistId] : []))),
      orderReads(db).recipientNames(page.reviews.map((review) => review.orderId)),
    ]);
    return {
      reviews: page.reviews.map((review) => ({
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
      nextCursor: page.nextCursor,
      count: page.count,
    };
  },
  { auth: "admin" },
);
