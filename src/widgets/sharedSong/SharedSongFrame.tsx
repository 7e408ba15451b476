import type { ReactNode } from "react";
import styled, { css } from "styled-components";
import { isApiError } from "../../api/ApiError";
import { Card } from "../../ui/Card";
import { Container, Section } from "../../ui/layout";
import { PageHeading } from "../../ui/PageHeading";

const Panel = styled(Card)<{ $width: string; $isCentred: boolean }>`
  max-width: ${({ $width }) => $width};
  margin: 0 auto;
  ${({ $isCentred }) =>
    $isCentred &&
    css`
      text-align: center;
    `}
  gap: ${({ theme }) => theme.space.md};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

interface FrameLook {
  /** The panel's widest: the gift page's is wider than a shared song's. */
  width: string;
  isCentred?: boolean;
}

/** A page that plays someone's song from a private link (a gift, a shared song): its heading and one panel. */
export function SharedSongFrame({
  title,
  lead,
  width,
  isCentred = false,
  children,
}: FrameLook & { title: string; lead?: string; children: ReactNode }) {
  return (
    <>
      <PageHeading title={title} lead={lead} />
      <Section as="div">
        <Container>
          <Panel $width={width} $isCentred={isCentred}>
            {children}
          </Panel>
        </Container>
      </Section>
    </>
  );
}

/**
 * The page of a link that did not open: no longer available (the API's 404, `goneTitle` and
 * `goneMessage`), or not read (`failedTitle`, and a word about the connection).
 */
export function SongLinkUnavailable({
  error,
  goneTitle,
  goneMessage,
  failedTitle,
  children,
  ...look
}: FrameLook & {
  error: unknown;
  goneTitle: string;
  goneMessage: string;
  failedTitle: string;
  /** What follows the words (a way home). */
  children?: ReactNode;
}) {
  const isGone = isApiError(error) && error.status === 404;
  return (
    <SharedSongFrame title={isGone ? goneTitle : failedTitle} {...look}>
      <Note>{isGone ? goneMessage : "Please check your connection and try again."}</Note>
      {children}
    </SharedSongFrame>
  );
}
