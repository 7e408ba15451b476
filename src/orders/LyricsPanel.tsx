import { useId } from "react";
import styled from "styled-components";
import { ButtonLink, Button } from "../ui/Button";
import { useCopyText } from "./useCopyText";
import { ActionRow } from "../ui/layout";

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

/** The lyrics scroll inside the card when long, so the order's other actions stay near. */
const Lyrics = styled.div`
  max-height: 22rem;
  overflow-y: auto;
  white-space: pre-wrap;
  overflow-wrap: break-word;
  line-height: 1.6;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.color.accentSoft};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primary};
  }
`;

/**
 * The delivered song's lyrics beside its player: readable offline once the dashboard has saved the
 * order on the device, copied in one tap, and opened print-friendly on a page of their own.
 */
export function LyricsPanel({ orderId, title, lyrics }: { orderId: string; title: string; lyrics: string }) {
  const copyLyrics = useCopyText("lyrics");
  const headingId = useId();

  return (
    <Panel aria-labelledby={headingId}>
      <h4 id={headingId}>Lyrics</h4>
      {/* A scrollable region is reachable by keyboard. */}
      <Lyrics role="region" aria-label={`Lyrics of ${title}`} tabIndex={0}>
        {lyrics}
      </Lyrics>
      <ActionRow>
        <Button variant="outline" size="sm" onClick={() => void copyLyrics(lyrics)}>
          Copy Lyrics
        </Button>
        <ButtonLink variant="ghost" size="sm" to={`/dashboard/lyrics/${encodeURIComponent(orderId)}`}>
          Print Lyrics
        </ButtonLink>
      </ActionRow>
    </Panel>
  );
}
