import styled from "styled-components";
import { CATALOGUE_MESSAGES } from "@songs/domain";
import { Button } from "../ui/Button";
import type { ReviewPages } from "./useReviews";

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

type ShowMoreProps = Pick<ReviewPages, "hasMore" | "isLoadingMore" | "loadMoreFailed" | "showMore">;

/** "Show more" under the reviews: appends the next page of the current filter while older reviews remain. */
export function ShowMoreReviews({ hasMore, isLoadingMore, loadMoreFailed, showMore }: ShowMoreProps) {
  if (!hasMore) return null;
  return (
    <Bar>
      <Button variant="outline" onClick={showMore} disabled={isLoadingMore} aria-busy={isLoadingMore}>
        {CATALOGUE_MESSAGES.reviewsShowMore}
      </Button>
      <p role="status" aria-live="polite">
        {isLoadingMore ? CATALOGUE_MESSAGES.reviewsLoadingMore : ""}
      </p>
      {loadMoreFailed && <p role="alert">{CATALOGUE_MESSAGES.reviewsMoreFailed}</p>}
    </Bar>
  );
}
