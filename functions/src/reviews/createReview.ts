import { MESSAGES, type ReviewSubmittedResponse, reviewRequestSchema } from "@songs/domain";
import { HttpError, unauthorized } from "../http/errors";
import { handler } from "../http/handler";
import { requireOrderOwnedBy } from "../orders";
import { reviews } from "./reviews";

/**
 * POST /api/reviews: the owner of a completed order reviews it, once. Artist and occasion come
 * from the order; the review is stored unapproved and is not public until an admin approves it.
 */
export const createReview = handler(reviewRequestSchema, async ({ input, user, db, res }): Promise<ReviewSubmittedResponse> => {
  if (!user) throw unauthorized(MESSAGES.reviewLoginRequired);
  const order = await requireOrderOwnedBy(db, input.orderId, user.uid);
  if (order.status !== "completed") throw new HttpError(409, "order_not_completed", MESSAGES.orderNotCompleted);
  const created = await reviews(db).createOnce({
    userId: user.uid,
    orderId: order.id,
    artistId: order.artistId,
    rating: input.rating,
    comment: input.comment,
    customerName: input.customerName,
    occasion: order.occasion,
  });
  if (!created) throw new HttpError(409, "already_reviewed", MESSAGES.alreadyReviewed);
  res.status(201);
  return { message: MESSAGES.reviewSubmitted };
});
