import { useCallback, useState } from "react";
import { isApiError } from "../../api/ApiError";
import { useApiQuery } from "../../api/useApiQuery";
import { MESSAGES } from "@songs/domain";
import { useToast } from "../../ui/toast/ToastProvider";
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
  const [busyId, setBusyId] = useState<string | null>(null);
  const { data, error, isOffline, reload, update } = useApiQuery("pending-reviews", fetchPendingReviews, {
    onError: () => toast({ title: MESSAGES.pendingReviewsLoadFailed, variant: "destructive" }),
  });
  // A queue that could not be read shows as empty (the toast said why).
  const reviews = error ? [] : (data ?? null);

  const decide = useCallback(
    async (reviewId: string, decision: ReviewDecision) => {
      setBusyId(reviewId);
      const leaveList = () => update((current) => current.filter((review) => review.id !== reviewId));
      try {
        await decideReview(reviewId, decision);
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
    [toast, update],
  );

  return { reviews, isLoading: reviews === null, isOffline, reload, busyId, decide };
}
