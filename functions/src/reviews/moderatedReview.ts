import type { Firestore } from "firebase-admin/firestore";
import { MESSAGES } from "@songs/domain";
import { HttpError, notFound } from "../http/errors";
import { reviews } from "./reviews";
import type { ReviewRecord } from "./reviewRecord";

/** 409 `already_moderated`: the decision was already taken (a repeat changes nothing). */
export const alreadyModerated = () => new HttpError(409, "already_moderated", MESSAGES.reviewAlreadyModerated);

/** The review named by the `:reviewId` route parameter (reviews are keyed by their order's id); 404 when missing. */
export async function requireReview(context: { db: Firestore; params: { reviewId: string } }): Promise<ReviewRecord> {
  const review = await reviews(context.db).get(context.params.reviewId);
  if (!review) throw notFound("Review not found");
  return review;
}
