import { useId } from "react";
import styled from "styled-components";
import { MAX_RATING } from "@songs/domain";
import { VisuallyHidden } from "../ui/VisuallyHidden";

const Group = styled.fieldset`
  border: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
`;

const Legend = styled.legend`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSize.sm};
  margin-bottom: ${({ theme }) => theme.space.xs};
  padding: 0;
`;

const Stars = styled.div`
  display: flex;
  gap: 2px;
`;

const Star = styled.label<{ $isOn: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
  color: ${({ theme, $isOn }) => ($isOn ? theme.color.star : theme.color.textMuted)};
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
    margin: 0;
  }
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

interface RatingFieldProps {
  value: number | undefined;
  onChange: (rating: number) => void;
  error?: string;
}

/** A 1-5 star rating as a radio group ("1 star" ... "5 stars"), operable with arrow keys. */
export function RatingField({ value, onChange, error }: RatingFieldProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <Group aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <Legend>Rating</Legend>
      <Stars>
        {Array.from({ length: MAX_RATING }, (_, index) => {
          const rating = index + 1;
          return (
            <Star key={rating} $isOn={value !== undefined && rating <= value}>
              <input
                type="radio"
                name={name}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
              />
              <span aria-hidden="true">{value !== undefined && rating <= value ? "★" : "☆"}</span>
              <VisuallyHidden>{rating === 1 ? "1 star" : `${rating} stars`}</VisuallyHidden>
            </Star>
          );
        })}
      </Stars>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Group>
  );
}
