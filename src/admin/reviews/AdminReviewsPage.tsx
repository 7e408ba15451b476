import { useState } from "react";
import styled from "styled-components";
import { formatLongDate, MESSAGES, type PendingReview, occasionLabel, CATALOGUE_MESSAGES } from "@songs/domain";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { EmptyState } from "../../ui/EmptyState";
import { LoadingText } from "../../ui/LoadingText";
import { PageHeading } from "../../ui/PageHeading";
import { Stars } from "../../ui/Stars";
import { ActionRow, WorkContainer, Section } from "../../ui/layout";
import { usePendingReviews } from "./usePendingReviews";
import { OfflineNotice } from "../../offline/OfflineNotice";
import { howManyWait, WaitingQueue } from "../WaitingQueue";

const Comment = styled.blockquote`
  margin: 0;
  font-style: italic;
  overflow-wrap: anywhere;
`;

const Details = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  strong {
    color: ${({ theme }) => theme.color.text};
  }
`;

function PendingReviewCard({
  review,
  isBusy,
  onApprove,
  onReject,
}: {
  review: PendingReview;
  isBusy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <Card>
      <Stars rating={review.rating} />
      <Comment>&ldquo;{review.comment}&rdquo;</Comment>
      <Details>
        <strong>{review.customerName}</strong>
        <span>{occasionLabel(review.occasion)}</span>
        <span>Artist: {review.artistName ?? "None chosen"}</span>
        {review.recipientName && <span>For {review.recipientName}</span>}
        <time dateTime={review.createdAt}>{formatLongDate(review.createdAt)}</time>
      </Details>
      <ActionRow>
        <Button size="sm" onClick={onApprove} disabled={isBusy} aria-label={`Approve review by ${review.customerName}`}>
          Approve
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={onReject}
          disabled={isBusy}
          aria-label={`Reject review by ${review.customerName}`}
        >
          Reject
        </Button>
      </ActionRow>
    </Card>
  );
}

/**
 * /admin/reviews: customers' reviews waiting for approval, the longest waiting first, 50 a page with
 * "Show more" and how many wait. Approved reviews rated 3 or more appear on the public pages (whose
 * responses may be cached for up to a minute).
 */
export default function AdminReviewsPage() {
  const { reviews, count, more, isLoading, isOffline, reload, busyId, decide } = usePendingReviews();
  const [rejecting, setRejecting] = useState<PendingReview | null>(null);

  const confirmReject = () => {
    if (!rejecting) return;
    void decide(rejecting.id, "reject");
    setRejecting(null);
  };

  return (
    <>
      <PageHeading
        title="Moderate Reviews"
        lead="Approve reviews to publish them, or reject them so they are never shown."
      />
      <Section>
        <WorkContainer>
          {isOffline ? (
            <OfflineNotice onRetry={reload} />
          ) : isLoading ? (
            <LoadingText>{CATALOGUE_MESSAGES.reviewsLoading}</LoadingText>
          ) : reviews && (reviews.length > 0 || more.nextCursor) ? (
            // Every review read so far decided, more waiting: the count and "Show more" stay.
            <WaitingQueue
              count={howManyWait(count, "review waiting", "reviews waiting")}
              label="Pending reviews"
              items={reviews}
              keyOf={(review) => review.id}
              more={more}
            >
              {(review) => (
                <PendingReviewCard
                  review={review}
                  isBusy={busyId === review.id}
                  onApprove={() => void decide(review.id, "approve")}
                  onReject={() => setRejecting(review)}
                />
              )}
            </WaitingQueue>
          ) : (
            <EmptyState message={MESSAGES.pendingReviewsEmpty} />
          )}
        </WorkContainer>
      </Section>
      <ConfirmDialog
        open={rejecting !== null}
        title="Reject this review?"
        description={rejecting ? `The review by ${rejecting.customerName} will never be shown publicly.` : undefined}
        confirmLabel="Reject review"
        onConfirm={confirmReject}
        onCancel={() => setRejecting(null)}
      />
    </>
  );
}
