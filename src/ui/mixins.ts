import { css } from "styled-components";

/** A list with no bullets, margin or padding (its items lay themselves out). */
export const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Secondary copy centred under a heading, in the muted text colour. */
export const mutedCentred = css`
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * A button that reads as a text link in the navigation: no border or background, the body font at
 * weight 600, small rounded corners for the hover and focus states.
 */
export const textButton = css`
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;
