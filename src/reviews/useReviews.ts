import { useApiQuery, type ReadStatus } from "../api/useApiQuery";
import { type PublicReview, type OccasionId } from "@songs/domain";
import { typedBody } from "../api/typedBody";

const reviewListResponse = typedBody<{ reviews: PublicReview[] }>();

/**
 * Approved public reviews, newest first, optionally for one occasion. Errors are logged and the
 * list is empty (spec §8), except offline, which the read status tells.
 */
export function useReviews(occasion: OccasionId | null): { reviews: PublicReview[]; read: ReadStatus } {
  const path = occasion ? `/api/reviews?occasion=${encodeURIComponent(occasion)}` : "/api/reviews";
  const { data, error, failure, ...read } = useApiQuery(path, reviewListResponse);
  if (failure === "error") console.warn("Reviews read failed", error);
  return { reviews: data?.reviews ?? [], read };
}
