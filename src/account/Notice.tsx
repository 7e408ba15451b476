import type { ReactNode } from "react";
import styled, { css } from "styled-components";

export type NoticeTone = "success" | "warning" | "error";

const Box = styled.div<{ $tone: NoticeTone }>`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  border-left: 4px solid;
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
  ${({ theme, $tone }) => {
    switch ($tone) {
      case "success":
        return css`
          border-color: ${theme.color.success};
          background: ${theme.color.surfaceMuted};
          color: ${theme.color.text};
        `;
      case "warning":
        return css`
          border-color: ${theme.color.accent};
          background: ${theme.color.accentSoft};
          color: ${theme.color.text};
        `;
      case "error":
        return css`
          border-color: ${theme.color.danger};
          background: ${theme.color.surfaceMuted};
          color: ${theme.color.danger};
        `;
    }
  }}
`;

interface NoticeProps {
  tone: NoticeTone;
  children: ReactNode;
}

/** A message that stays on the screen; errors and warnings are announced at once, successes politely. */
export function Notice({ tone, children }: NoticeProps) {
  return (
    <Box $tone={tone} role={tone === "success" ? "status" : "alert"} data-tone={tone}>
      {children}
    </Box>
  );
}
