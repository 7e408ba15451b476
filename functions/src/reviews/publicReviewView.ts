import { type PublicReview } from "@songs/domain";
import type { ReviewRecord } from "./reviews";

/** A stored review as the public API shows it (@songs/domain: schemas/publicCatalog.ts). */
export function publicReviewView(review: ReviewRecord): PublicReview {
  return {
    id: review.id,
    artistId: review.artistId,
    rating: review.rating,
    comment: review.comment,
    customerName: review.customerName,
    occasion: review.occasion,
    createdAt: review.createdAt.toISOString(),
  };
}
