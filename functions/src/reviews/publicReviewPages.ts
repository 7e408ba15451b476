import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { INVALID_REVIEWS_CURSOR, type ReviewListResponse } from "@songs/domain";
import { badRequest } from "../http/errors";
import { publicReviewId, publicReviewView } from "./publicReviewView";
import { reviews, type PublicPageStart } from "./reviews";

/**
 * A page's cursor names the last review shown by its creation time (seconds and nanoseconds) and
 * its public id, so it reveals nothing a listed review does not already show.
 */
const CURSOR = /^(\d{1,12})\.(\d{1,9})\.([A-Za-z0-9_-]{22})$/;

function encodeCursor(createdAt: Timestamp, reviewId: string): string {
  return Buffer.from(`${createdAt.seconds}.${createdAt.nanoseconds}.${publicReviewId(reviewId)}`).toString("base64url");
}

/** The start a cursor names; 400 with a `cursor` field message for one the API did not hand out. */
function decodeCursor(cursor: string): PublicPageStart {
  const match = CURSOR.exec(Buffer.from(cursor, "base64url").toString());
  const nanoseconds = Number(match?.[2]);
  if (!match || nanoseconds > 999_999_999) throw badRequest(INVALID_REVIEWS_CURSOR, { cursor: INVALID_REVIEWS_CURSOR });
  const publicId = match[3];
  return {
    createdAt: new Timestamp(Number(match[1]), nanoseconds),
    isCursorReview: (reviewId) => publicReviewId(reviewId) === publicId,
  };
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
    nextCursor: page.next ? encodeCursor(page.next.createdAt, page.next.reviewId) : null,
  };
}
