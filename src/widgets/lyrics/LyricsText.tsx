import styled from "styled-components";

const Lyrics = styled.div`
  white-space: pre-wrap;
  overflow-wrap: break-word;
  line-height: 1.6;
  margin: ${({ theme }) => theme.space.sm} 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.color.accentSoft};
`;

/** A song's lyrics as handed in: plain lines, sections and blank lines kept. */
export function LyricsText({ lyrics, label }: { lyrics: string; label: string }) {
  return (
    <Lyrics role="region" aria-label={label}>
      {lyrics}
    </Lyrics>
  );
}
