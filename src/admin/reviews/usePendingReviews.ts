import { useCallback } from "react";
import { isApiError } from "../../api/ApiError";
import { useApiQuery } from "../../api/useApiQuery";
import { MESSAGES } from "@songs/domain";
import { useToast } from "../../ui/toast/ToastProvider";
import { useRowAction } from "../../ui/useRowAction";
import { decideReview, fetchPendingReviews, type ReviewDecision } from "./adminReviewsApi";

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
  const { busyId, run } = useRowAction();
  const { data, error, isOffline, reload, update } = useApiQuery("pending-reviews", fetchPendingReviews, {
    onError: () => toast({ title: MESSAGES.pendingReviewsLoadFailed, variant: "destructive" }),
  });
  // A queue that could not be read shows as empty (the toast said why).
  const reviews = error ? [] : (data ?? null);

  const decide = useCallback(
    (reviewId: string, decision: ReviewDecision) => {
      const leaveList = () => update((current) => current.filter((review) => review.id !== reviewId));
      return run(reviewId, () => decideReview(reviewId, decision), {
        done: () => {
          leaveList();
          return { title: DECIDED_MESSAGES[decision], variant: "success" };
        },
        failed: (error) => {
          if (!isApiError(error) || error.status !== 409)
            return { title: MESSAGES.reviewModerationFailed, variant: "destructive" };
          leaveList();
          return { title: MESSAGES.reviewAlreadyModerated, variant: "warning" };
        },
      });
    },
    [run, update],
  );

  return { reviews, isLoading: reviews === null, isOffline, reload, busyId, decide };
}
