import { typedBody } from "../api/typedBody";
import { useApiQuery } from "../api/useApiQuery";
import { HOME_TESTIMONIAL_LIMIT, type PublicReview } from "@songs/domain";

const reviewListResponse = typedBody<{ reviews: PublicReview[] }>();
const TESTIMONIALS_PATH = `/api/reviews?limit=${HOME_TESTIMONIAL_LIMIT}`;

/** Up to 3 public reviews (approved, rating at least 3, newest first). A failed read leaves the list empty. */
export function useTestimonials(): PublicReview[] {
  const { data, error } = useApiQuery(TESTIMONIALS_PATH, reviewListResponse);
  if (error) console.warn("Testimonials read failed", error);
  return (data?.reviews ?? []).slice(0, HOME_TESTIMONIAL_LIMIT);
}
