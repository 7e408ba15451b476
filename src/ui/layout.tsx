import styled from "styled-components";
import { plainList } from "./mixins";
import { above } from "./theme";

/** Centres content at the site's max width with side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  ${above.md} {
    padding: 0 ${({ theme }) => theme.space.lg};
  }
`;

/**
 * The admins' and artists' work pages: the desktop's width (tables of many columns), not the
 * marketing pages' reading column; the same side padding as Container.
 */
export const WorkContainer = styled(Container)`
  max-width: ${({ theme }) => theme.layout.workMaxWidth};
`;

/** A page section with vertical rhythm; `$muted` gives the soft background band. */
export const Section = styled.section<{ $muted?: boolean }>`
  padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.section};
  background: ${({ theme, $muted }) => ($muted ? theme.color.surfaceMuted : "transparent")};
`;

/** A responsive grid: 1 column, 2 from `md`, 3 from `lg`. */
export const CardGrid = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;
  ${above.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${above.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** A row of filter controls that wraps on small screens. */
export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

/** A row of buttons or links that wraps on small screens. */
export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Items side by side, centred on their line, wrapping on small screens; `$gap` defaults to `sm`. */
export const InlineRow = styled.div<{ $gap?: "sm" | "md" }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme, $gap = "sm" }) => theme.space[$gap]};
`;

/** A control and its buttons side by side, lined up on their bottom edges, wrapping on small screens. */
export const ControlRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Clamps text to N lines with an ellipsis. */
export const Clamp = styled.p<{ $lines: number }>`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${({ $lines }) => $lines};
  line-clamp: ${({ $lines }) => $lines};
  overflow: hidden;
  margin: 0;
`;

/** A plain vertical list (of cards or rows) with no bullets; `$gap` defaults to `md`. */
export const StackList = styled.ul<{ $gap?: "sm" | "md" }>`
  ${plainList}
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = "md" }) => theme.space[$gap]};
`;
