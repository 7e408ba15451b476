import { MESSAGES, type ReviewSubmittedResponse, reviewRequestSchema } from "@songs/domain";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { lifecycleOf, requireOwnedOrder } from "../orders";
import { reviews } from "./reviews";

/**
 * POST /api/reviews: the owner of a completed order reviews it, once. Artist and occasion come
 * from the order; the review is stored unapproved and is not public until an admin approves it.
 * A customer's route: a revoked session is refused at once.
 */
export const createReview = handler(
  reviewRequestSchema,
  async (context): Promise<ReviewSubmittedResponse> => {
    const { input, user, db, res } = context;
    const order = await requireOwnedOrder(db, input.orderId, user.uid);
    if (order.status !== "completed") throw new HttpError(409, "order_not_completed", MESSAGES.orderNotCompleted);
    const review = {
      userId: user.uid,
      orderId: order.id,
      artistId: order.artistId,
      rating: input.rating,
      comment: input.comment,
      customerName: input.customerName,
      occasion: order.occasion,
    };
    const created = await reviews(db).createOnce(review, lifecycleOf(context));
    if (!created) throw new HttpError(409, "already_reviewed", MESSAGES.alreadyReviewed);
    res.status(201);
    return { message: MESSAGES.reviewSubmitted };
  },
  { auth: "customer", signInMessage: MESSAGES.reviewLoginRequired },
);
