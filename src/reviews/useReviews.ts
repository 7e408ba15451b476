import { useState } from "react";
import { useApiQuery, type ReadStatus } from "../api/useApiQuery";
import { PUBLIC_READ_PATHS, type OccasionId, type PublicReview, type ReviewListResponse } from "@songs/domain";
import { typedBody } from "../api/typedBody";

const reviewPage = typedBody<ReviewListResponse>();

export interface ReviewPages {
  /** Every review shown so far for the filter: the first page and those "Show more" appended. */
  reviews: PublicReview[];
  /** How the first page's read went: loading, offline, a saved copy. */
  read: ReadStatus;
  /** Whether older reviews remain for this filter. */
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMoreFailed: boolean;
  /** Appends the next page (or tries the failed one again). */
  showMore(): void;
  /** The first review of the page "Show more" appended last, null before any. */
  firstNewReviewId: string | null;
}

/** The pages appended for one filter, and the cursor being read (null when none is). */
interface MorePages {
  path: string;
  pages: ReviewListResponse[];
  requested: string | null;
}

const reviewsPath = (occasion: OccasionId | null) =>
  occasion ? `${PUBLIC_READ_PATHS.reviews}?occasion=${encodeURIComponent(occasion)}` : PUBLIC_READ_PATHS.reviews;
const withCursor = (path: string, cursor: string) =>
  `${path}${path.includes("?") ? "&" : "?"}cursor=${encodeURIComponent(cursor)}`;

/**
 * Approved public reviews, newest first, optionally for one occasion, a page at a time: each
 * filter starts again at its first page. Errors of the first page are logged and the list is empty
 * (spec §8), except offline, which the read status tells.
 */
export function useReviews(occasion: OccasionId | null): ReviewPages {
  const path = reviewsPath(occasion);
  const [more, setMore] = useState<MorePages>({ path, pages: [], requested: null });
  if (more.path !== path) setMore({ path, pages: [], requested: null });
  const current = more.path === path ? more : { path, pages: [], requested: null };

  const { data: firstPage, error, failure, ...read } = useApiQuery(path, reviewPage);
  if (failure === "error") console.warn("Reviews read failed", error);
  const next = useApiQuery(current.requested === null ? null : withCursor(path, current.requested), reviewPage, {
    onData: (page) =>
      setMore((shown) => (shown.path === path ? { path, pages: [...shown.pages, page], requested: null } : shown)),
  });

  const lastPage = current.pages.at(-1) ?? firstPage;
  const appended = current.pages.flatMap((page) => page.reviews);
  const isLoadingMore = current.requested !== null && next.error === undefined;
  return {
    reviews: firstPage ? [...firstPage.reviews, ...appended] : [],
    read,
    hasMore: Boolean(lastPage?.nextCursor) || current.requested !== null,
    isLoadingMore,
    loadMoreFailed: current.requested !== null && next.error !== undefined,
    showMore() {
      if (current.requested !== null) {
        if (!isLoadingMore) next.reload();
        return;
      }
      const cursor = lastPage?.nextCursor;
      if (cursor) setMore({ path, pages: current.pages, requested: cursor });
    },
    firstNewReviewId: current.pages.at(-1)?.reviews[0]?.id ?? null,
  };
}
