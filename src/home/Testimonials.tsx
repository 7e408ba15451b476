import styled from "styled-components";
import { occasionLabel, CATALOGUE_MESSAGES } from "@songs/domain";
import { Card } from "../ui/Card";
import { OfflineNotice, SavedCopyNotice } from "../offline/OfflineNotice";
import { LoadingText } from "../ui/LoadingText";
import { Stars } from "../ui/Stars";
import { CardGrid } from "../ui/layout";
import { useTestimonials } from "./useTestimonials";

const Quote = styled.blockquote`
  margin: 0;
  flex: 1;
  font-style: italic;
  p {
    margin: 0;
  }
`;

const Author = styled.p`
  margin: 0;
  font-weight: 700;
  span {
    display: block;
    font-weight: 400;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

/** Up to three customer reviews; 'Loading reviews...' while there are none, "You're offline" without a copy. */
export function Testimonials() {
  const { reviews, read } = useTestimonials();
  if (read.isOffline) return <OfflineNotice onRetry={read.reload} />;
  if (reviews.length === 0) return <LoadingText>{CATALOGUE_MESSAGES.reviewsLoading}</LoadingText>;
  return (
    <>
      {read.isSavedCopy && <SavedCopyNotice />}
      <CardGrid aria-label="Customer testimonials">
        {reviews.map((review) => (
          <li key={review.id}>
            <Card as="figure" style={{ margin: 0 }}>
              <Stars rating={review.rating} />
              <Quote>
                <p>&ldquo;{review.comment}&rdquo;</p>
              </Quote>
              <Author as="figcaption">
                {review.customerName}
                <span>{occasionLabel(review.occasion)}</span>
              </Author>
            </Card>
          </li>
        ))}
      </CardGrid>
    </>
  );
}
