import { typedBody } from "../api/typedBody";
import { useApiQuery, type ReadStatus } from "../api/useApiQuery";
import { HOME_TESTIMONIAL_LIMIT, type PublicReview } from "@songs/domain";

const reviewListResponse = typedBody<{ reviews: PublicReview[] }>();
const TESTIMONIALS_PATH = `/api/reviews?limit=${HOME_TESTIMONIAL_LIMIT}`;

/**
 * Up to 3 public reviews (approved, rating at least 3, newest first). A failed read leaves the list
 * empty, except offline, which the read status tells.
 */
export function useTestimonials(): { reviews: PublicReview[]; read: ReadStatus } {
  const { data, error, failure, ...read } = useApiQuery(TESTIMONIALS_PATH, reviewListResponse);
  if (failure === "error") console.warn("Testimonials read failed", error);
  return { reviews: (data?.reviews ?? []).slice(0, HOME_TESTIMONIAL_LIMIT), read };
}
