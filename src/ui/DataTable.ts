import styled from "styled-components";

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
