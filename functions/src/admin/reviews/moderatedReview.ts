import { MESSAGES } from "@songs/domain";
import { HttpError, notFound } from "../../http/errors";
import type { HandlerContext } from "../../http/handler";
import { isOrderId } from "../../orders";
import { reviews, type ModeratedReview } from "../../reviews";

/** 409 `already_moderated`: the decision was already taken (a repeat changes nothing). */
export const alreadyModerated = () => new HttpError(409, "already_moderated", MESSAGES.reviewAlreadyModerated);

/** The review named by the `:reviewId` route parameter (reviews are keyed by their order's id); 404 when missing. */
export async function requireReview(context: Pick<HandlerContext<unknown>, "db" | "params">): Promise<ModeratedReview> {
  const reviewId = String(context.params.reviewId ?? "");
  const review = isOrderId(reviewId) ? await reviews(context.db).get(reviewId) : null;
  if (!review) throw notFound("Review not found");
  return review;
}
