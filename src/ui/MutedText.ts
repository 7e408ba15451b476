import styled from "styled-components";

/** Secondary text (an entry's details, a hint under a field): small, in the muted colour, no margin. */
export const MutedText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
