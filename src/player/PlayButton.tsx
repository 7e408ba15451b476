import styled from "styled-components";
import { PauseIcon, PlayIcon } from "./icons";
import type { Track } from "./PlayerProvider";
import { usePlayer } from "./usePlayer";

export const RoundButton = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: none;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  &:hover {
    background: ${({ theme }) => theme.color.primaryHover};
  }
`;

/**
 * "Play {title}" on a page: starts the song in the mini player (replacing what played), and
 * pauses it while it is the one playing.
 */
export function PlayButton({ track }: { track: Track }) {
  const player = usePlayer();
  const isThisPlaying = player.isPlaying && player.track?.id === track.id;
  return (
    <RoundButton
      type="button"
      aria-label={`${isThisPlaying ? "Pause" : "Play"} ${track.title}`}
      onClick={() => (isThisPlaying ? player.pause() : player.play(track))}
    >
      {isThisPlaying ? <PauseIcon /> : <PlayIcon />}
    </RoundButton>
  );
}
