import { useApiQuery } from "../api/useApiQuery";
import type { PublicReview } from "../domain/schemas/publicCatalog";
import { typedBody } from "../api/typedBody";
import type { OccasionId } from "../domain/options";

const reviewListResponse = typedBody<{ reviews: PublicReview[] }>();

/** Approved public reviews, newest first, optionally for one occasion. Errors are logged; the list is empty. */
export function useReviews(occasion: OccasionId | null): { reviews: PublicReview[]; isLoading: boolean } {
  const path = occasion ? `/api/reviews?occasion=${encodeURIComponent(occasion)}` : "/api/reviews";
  const { data, error, isLoading } = useApiQuery(path, reviewListResponse);
  if (error) console.warn("Reviews read failed", error);
  return { reviews: data?.reviews ?? [], isLoading };
}
