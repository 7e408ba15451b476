import { useCallback, useState } from "react";
import { isApiError } from "../../api/ApiError";
import { useApiQuery } from "../../api/useApiQuery";
import { useMorePages } from "../../api/useMorePages";
import { MESSAGES, pendingReviewListSchema } from "@songs/domain";
import { useToast } from "../../ui/toast/ToastProvider";
import { useRowAction } from "../../ui/useRowAction";
import { decideReview, PENDING_REVIEWS_PATH, type ReviewDecision } from "./adminReviewsApi";

const DECIDED_MESSAGES: Record<ReviewDecision, string> = {
  approve: MESSAGES.reviewApproved,
  reject: MESSAGES.reviewRejected,
};

/**
 * The moderation queue, the longest waiting first, 50 a page (`more` reads the next), how many
 * wait, and the two decisions. A decided review leaves the list where it is (also when the server
 * says another admin decided it first) and the count; failures are toasts.
 */
export function usePendingReviews() {
  const toast = useToast();
  const { busyId, run } = useRowAction();
  const { data, error, isOffline, reload, update } = useApiQuery(PENDING_REVIEWS_PATH, pendingReviewListSchema, {
    onError: () => toast({ title: MESSAGES.pendingReviewsLoadFailed, variant: "destructive" }),
  });
  const more = useMorePages(PENDING_REVIEWS_PATH, pendingReviewListSchema, data);
  // Decided here: out of every page read, and out of the count.
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  // A queue that could not be read shows as empty (the toast said why).
  const reviews = error
    ? []
    : data
      ? [...data.reviews, ...more.pages.flatMap((page) => page.reviews)].filter((review) => !decided.has(review.id))
      : null;

  const decide = useCallback(
    (reviewId: string, decision: ReviewDecision) => {
      const leaveList = () => {
        update((current) => ({
          ...current,
          reviews: current.reviews.filter((review) => review.id !== reviewId),
          count: Math.max(0, current.count - 1),
        }));
        setDecided((before) => new Set(before).add(reviewId));
      };
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

  return {
    reviews,
    count: error ? 0 : (data?.count ?? 0),
    more,
    isLoading: reviews === null,
    isOffline,
    reload,
    busyId,
    decide,
  };
}
