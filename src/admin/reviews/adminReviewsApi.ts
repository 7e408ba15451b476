import { apiSend } from "../../api/client";
import { reviewDecisionResponseSchema } from "@songs/domain";

export type ReviewDecision = "approve" | "reject";

/** The moderation queue, a page at a time (read with useApiQuery and useMorePages, and pendingReviewListSchema). */
export const PENDING_REVIEWS_PATH = "/api/admin/reviews?status=pending";

/** `POST /api/admin/reviews/:reviewId/approve|reject`; a 409 means another admin decided first. */
export async function decideReview(reviewId: string, decision: ReviewDecision): Promise<void> {
  await apiSend(
    "POST",
    `/api/admin/reviews/${encodeURIComponent(reviewId)}/${decision}`,
    {},
    reviewDecisionResponseSchema,
  );
}
