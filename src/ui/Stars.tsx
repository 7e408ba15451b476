import styled from "styled-components";
import { MAX_RATING } from "@songs/domain";

const Row = styled.span`
  display: inline-flex;
  gap: 1px;
  color: ${({ theme }) => theme.color.star};
  font-size: 1.125rem;
  line-height: 1;
`;

/** A star rating read out as "Rated N out of 5". */
export function Stars({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(MAX_RATING, Math.round(rating)));
  return (
    <Row role="img" aria-label={`Rated ${rating} out of ${MAX_RATING}`}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <span key={index} aria-hidden="true">
          {index < filled ? "★" : "☆"}
        </span>
      ))}
    </Row>
  );
}
