import { createHash } from "node:crypto";
import { type PublicReview } from "@songs/domain";
import type { ReviewRecord } from "./reviewRecord";

/**
 * The opaque id a review goes by in public: its stored id is its order's (the Checkout Session's),
 * which must not leave the customer's own views. A digest of that high-entropy id cannot be turned
 * back into it and stays the same on every list, so the web app keys and links by it.
 */
export function publicReviewId(reviewId: string): string {
  return createHash("sha256").update(`public-review:${reviewId}`).digest("base64url").slice(0, 22);
}

/** A stored review as the public API shows it (@songs/domain: schemas/publicCatalogue.ts). */
export function publicReviewView(review: ReviewRecord): PublicReview {
  return {
    id: publicReviewId(review.id),
    artistId: review.artistId,
    rating: review.rating,
    comment: review.comment,
    customerName: review.customerName,
    occasion: review.occasion,
    createdAt: review.createdAt.toISOString(),
  };
}
