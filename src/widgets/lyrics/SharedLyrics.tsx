import styled from "styled-components";
import { LyricsText } from "./LyricsText";

const Block = styled.div`
  text-align: left;

  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

/** The lyrics a customer chose to share, under their heading: on the listening link and the gift page. */
export function SharedLyrics({ lyrics }: { lyrics: string }) {
  return (
    <Block>
      <h2>Lyrics</h2>
      <LyricsText lyrics={lyrics} label="Song lyrics" />
    </Block>
  );
}
