import type { Firestore } from "firebase-admin/firestore";
import { INVALID_REVIEWS_CURSOR, type ReviewListResponse } from "@songs/domain";
import { decodeTimeCursor, encodeTimeCursor, invalidCursor } from "../http/cursor";
import { publicReviewId, publicReviewView } from "./publicReviewView";
import { reviews, type PublicPageStart } from "./reviews";

/**
 * A page's cursor names the last review shown by its creation time (seconds and nanoseconds) and
 * its public id, so it reveals nothing a listed review does not already show.
 */
const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/;

/** The start a cursor names; 400 with a `cursor` field message for one the API did not hand out. */
function decodeCursor(cursor: string): PublicPageStart {
  const { createdAt, id: publicId } = decodeTimeCursor(cursor, INVALID_REVIEWS_CURSOR);
  if (!PUBLIC_ID.test(publicId)) throw invalidCursor(INVALID_REVIEWS_CURSOR);
  return { createdAt, isCursorReview: (reviewId) => publicReviewId(reviewId) === publicId };
}

/** One page of public reviews as the API shows them, after the page `cursor` ended (the first without one). */
export async function listPublicReviewPage(
  db: Firestore,
  options: { occasion?: string; limit: number; cursor?: string },
): Promise<ReviewListResponse> {
  const page = await reviews(db).listPublicPage({
    occasion: options.occasion,
    limit: options.limit,
    after: options.cursor ? decodeCursor(options.cursor) : undefined,
  });
  return {
    reviews: page.reviews.map(publicReviewView),
    nextCursor: page.next ? encodeTimeCursor(page.next.createdAt, publicReviewId(page.next.reviewId)) : null,
  };
}
