import { css } from "styled-components";

/** The look of every text input, text area and select: 44 px touch target, visible invalid state. */
export const controlStyles = css`
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  &[aria-invalid="true"] {
    border-color: ${({ theme }) => theme.color.danger};
    border-width: 2px;
  }
`;
