import { css } from "styled-components";
import { above } from "./theme";

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

/**
 * A details list (`dl` of `dt`/`dd`, pairs optionally wrapped in `display: contents` rows): on phones
 * each label sits above its value; from 640 px they stand side by side in `wideColumns`. Values
 * wrap between words, and break inside a word only when that one word (an email, an id) is wider
 * than the line.
 */
export function detailsList(wideColumns: string) {
  return css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    margin: 0;
    dt {
      font-weight: 600;
    }
    dd {
      margin: 0 0 ${({ theme }) => theme.space.sm};
      min-width: 0;
      overflow-wrap: break-word;
    }
    ${above.sm} {
      grid-template-columns: ${wideColumns};
      gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
      dd {
        margin-bottom: 0;
      }
    }
  `;
}
