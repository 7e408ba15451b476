import { useCallback, useState } from "react";
import styled from "styled-components";
import { formatLongDate, OCCASIONS, type OccasionId, occasionLabel, CATALOGUE_MESSAGES } from "@songs/domain";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";
import { CataloguePage } from "../offline/CataloguePage";
import { Stars } from "../ui/Stars";
import { ShowMoreReviews } from "./ShowMoreReviews";
import { useReviews } from "./useReviews";

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const ReviewCard = styled(Card)`
  margin: 0;
`;

const Comment = styled.blockquote`
  margin: 0;
  font-style: italic;
  flex: 1;
`;

const Caption = styled.figcaption`
  display: flex;
  flex-direction: column;
  gap: 2px;
  span,
  time {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const FILTERS: readonly { id: OccasionId | null; label: string }[] = [
  { id: null, label: "All Reviews" },
  ...OCCASIONS.map((occasion) => ({ id: occasion.id, label: occasion.label })),
];

/** /reviews: approved customer reviews, filterable by occasion. */
export default function ReviewsPage() {
  const [occasion, setOccasion] = useState<OccasionId | null>(null);
  const { reviews, read, firstNewReviewId, ...pages } = useReviews(occasion);
  // After "Show more", focus moves to the first newly shown review (its card mounts once).
  const focusOnMount = useCallback((card: HTMLElement | null) => card?.focus(), []);

  return (
    <CataloguePage
      title="Customer Reviews"
      path="/reviews"
      lead="Real stories from customers who turned their memories into songs."
      filters={
        <Filters role="group" aria-label="Filter reviews by occasion">
          {FILTERS.map((filter) => (
            <Button
              key={filter.label}
              size="sm"
              variant="outline"
              aria-pressed={occasion === filter.id}
              onClick={() => setOccasion(filter.id)}
            >
              {filter.label}
            </Button>
          ))}
        </Filters>
      }
      label="Reviews"
      read={read}
      loadingMessage={CATALOGUE_MESSAGES.reviewsLoading}
      emptyMessage={CATALOGUE_MESSAGES.reviewsEmpty}
      items={reviews}
      renderItem={(review) => (
        <ReviewCard as="figure" {...(review.id === firstNewReviewId ? { ref: focusOnMount, tabIndex: -1 } : {})}>
          <Stars rating={review.rating} />
          <Comment>&ldquo;{review.comment}&rdquo;</Comment>
          <Caption>
            <strong>{review.customerName}</strong>
            <span>{occasionLabel(review.occasion)}</span>
            <time dateTime={review.createdAt}>Posted on {formatLongDate(review.createdAt)}</time>
          </Caption>
        </ReviewCard>
      )}
    >
      <ShowMoreReviews {...pages} />
    </CataloguePage>
  );
}
