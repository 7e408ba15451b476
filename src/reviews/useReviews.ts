import { useApiQuery } from "../api/useApiQuery";
import { PUBLIC_READ_PATHS, type PublicReview, type OccasionId } from "@songs/domain";
import { typedBody } from "../api/typedBody";

const reviewListResponse = typedBody<{ reviews: PublicReview[] }>();

/** Approved public reviews, newest first, optionally for one occasion. Errors are logged; the list is empty. */
export function useReviews(occasion: OccasionId | null): { reviews: PublicReview[]; isLoading: boolean } {
  const path = occasion ? `${PUBLIC_READ_PATHS.reviews}?occasion=${encodeURIComponent(occasion)}` : PUBLIC_READ_PATHS.reviews;
  const { data, error, isLoading } = useApiQuery(path, reviewListResponse);
  if (error) console.warn("Reviews read failed", error);
  return { reviews: data?.reviews ?? [], isLoading };
}
