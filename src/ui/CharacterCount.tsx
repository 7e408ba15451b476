import { formatCount } from "@songs/domain";
import styled from "styled-components";

const Count = styled.p<{ $isOver: boolean }>`
  margin: 0;
  text-align: right;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme, $isOver }) => ($isOver ? theme.color.danger : theme.color.textMuted)};
`;

/** "120/1,000" under a text area. */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  return (
    <Count $isOver={length > max} aria-label={`${formatCount(length)} of ${formatCount(max)} characters`}>
      {formatCount(length)}/{formatCount(max)}
    </Count>
  );
}
