import type { ReactNode } from "react";
import styled from "styled-components";

/** One part of a page under its own h2 (an admin page's form, its list). */
export const PagePart = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const ScrollBox = styled.div`
  overflow-x: auto;
`;

/** A table that scrolls sideways on narrow screens: a named region keyboard users can focus and scroll. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ScrollBox role="region" aria-label={label} tabIndex={0}>
      {children}
    </ScrollBox>
  );
}
