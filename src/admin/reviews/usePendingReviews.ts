import { useCallback, useEffect, useState } from "react";
import { isApiError } from "../../api/ApiError";
import { apiGet, apiSend } from "../../api/client";
import { MESSAGES, pendingReviewListSchema, reviewDecisionResponseSchema, type PendingReview } from "@songs/domain";
import { useToast } from "../../ui/toast/ToastProvider";

export type ReviewDecision = "approve" | "reject";

const DECIDED_MESSAGES: Record<ReviewDecision, string> = {
  approve: MESSAGES.reviewApproved,
  reject: MESSAGES.reviewRejected,
};

/**
 * The moderation queue and the two decisions. A decided review leaves the list (also when the
 * server says another admin decided it first); failures are toasts.
 */
export function usePendingReviews() {
  const toast = useToast();
  const [reviews, setReviews] = useState<PendingReview[] | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    apiGet("/api/admin/reviews?status=pending", pendingReviewListSchema, { signal: controller.signal }).then(
      (body) => setReviews(body.reviews),
      () => {
        if (controller.signal.aborted) return;
        setReviews([]);
        toast({ title: MESSAGES.pendingReviewsLoadFailed, variant: "destructive" });
      },
    );
    return () => controller.abort();
  }, [toast]);

  const decide = useCallback(
    async (reviewId: string, decision: ReviewDecision) => {
      setBusyId(reviewId);
      const leaveList = () => setReviews((current) => current?.filter((review) => review.id !== reviewId) ?? null);
      try {
        await apiSend("POST", `/api/admin/reviews/${encodeURIComponent(reviewId)}/${decision}`, {}, reviewDecisionResponseSchema);
        leaveList();
        toast({ title: DECIDED_MESSAGES[decision], variant: "success" });
      } catch (error) {
        if (isApiError(error) && error.status === 409) {
          leaveList();
          toast({ title: MESSAGES.reviewAlreadyModerated, variant: "warning" });
        } else {
          toast({ title: MESSAGES.reviewModerationFailed, variant: "destructive" });
        }
      } finally {
        setBusyId(null);
      }
    },
    [toast],
  );

  return { reviews, isLoading: reviews === null, busyId, decide };
}
