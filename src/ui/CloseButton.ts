import styled from "styled-components";

/**
 * The round "×" button that closes a dialog or the drawer (44 px touch target). It never shrinks
 * beside a line of text in a row: the "ready to work offline" notice squeezed it to 40 px at 320 px.
 */
export const CloseButton = styled.button`
  flex-shrink: 0;
  width: 44px;
  height: 44px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;
