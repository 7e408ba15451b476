import styled, { css } from "styled-components";
import { above, theme } from "./theme";
import { visuallyHidden } from "./VisuallyHidden";

/** A plain table of figures for the admins' pages: full width, rows ruled, cells top-aligned, its caption a bold line. */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    font-weight: 700;
    text-align: left;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
`;

/**
 * A work table's header row stays in sight under the site's sticky header while its rows scroll,
 * from a laptop's width up (`tableScrollsBelowLaptop` lets the table's region scroll sideways only
 * below it: a region that scrolls would hold the header instead of the page).
 */
export const stickyTableHeader = css`
  ${above.lg} {
    thead th {
      position: sticky;
      top: ${theme.layout.headerHeight};
      z-index: 1;
      background: ${theme.color.surfaceMuted};
    }
  }
`;

/** A table's region scrolls sideways on tablets, where its columns may not fit; not from a laptop up (sticky header). */
export const tableScrollsBelowLaptop = css`
  overflow-x: auto;
  ${above.lg} {
    overflow-x: visible;
  }
`;

/**
 * At phone widths a table's rows become cards: each row a bordered block, each cell a line led by
 * its column's name (the cell's `data-label`); the column headers stay for screen readers only.
 */
export const rowsAsCardsOnPhones = css`
  @media (max-width: calc(${theme.breakpoint.md} - 1px)) {
    min-width: 0;
    thead {
      ${visuallyHidden}
    }
    tbody,
    tr,
    th,
    td {
      display: block;
    }
    tr {
      padding: ${theme.space.sm} 0;
      border-top: 1px solid ${theme.color.border};
    }
    tbody th,
    td {
      padding: ${theme.space.xs} ${theme.space.sm};
      text-align: left;
      white-space: normal;
      border: none;
    }
    td[data-label]::before {
      content: attr(data-label) ": ";
      font-weight: 600;
    }
  }
`;
