import styled from "styled-components";
import { plainList } from "./mixins";

/** Key figures as a description list of small cards: each `<div>` a `<dt>` label over its `<dd>` figure. */
export const FigureList = styled.dl`
  ${plainList}
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  div {
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: 700;
  }
`;
