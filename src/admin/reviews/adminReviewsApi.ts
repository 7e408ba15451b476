import { apiGet, apiSend } from "../../api/client";
import { pendingReviewListSchema, reviewDecisionResponseSchema, type PendingReview } from "@songs/domain";

export type ReviewDecision = "approve" | "reject";

/** `GET /api/admin/reviews?status=pending`: the moderation queue. */
export async function fetchPendingReviews(signal: AbortSignal): Promise<PendingReview[]> {
  return (await apiGet("/api/admin/reviews?status=pending", pendingReviewListSchema, { signal })).reviews;
}

/** `POST /api/admin/reviews/:reviewId/approve|reject`; a 409 means another admin decided first. */
export async function decideReview(reviewId: string, decision: ReviewDecision): Promise<void> {
  await apiSend(
    "POST",
    `/api/admin/reviews/${encodeURIComponent(reviewId)}/${decision}`,
    {},
    reviewDecisionResponseSchema,
  );
}
