import type { KeyboardEvent } from "react";
import styled from "styled-components";
import { MESSAGES } from "@songs/domain";
import { VisuallyHidden } from "../ui/VisuallyHidden";
import { CloseIcon, PauseIcon, PlayIcon } from "./icons";
import { RoundButton } from "./PlayButton";
import { usePlaybackPosition } from "./usePlaybackPosition";
import { usePlayer } from "./usePlayer";

/** Seconds the seek slider's arrow keys move. */
export const KEYBOARD_SEEK_STEP = 5;
/** Seconds the back and forward buttons move. */
export const BUTTON_SEEK_STEP = 10;

/** A field that opens the on-screen keyboard (not a box, a button or the player's own slider). */
const TYPING_FIELD =
  'input:not([type="checkbox"], [type="radio"], [type="range"], [type="button"], [type="submit"], [type="file"]):focus, textarea:focus';

// In the shell's bottom bar (app/AppLayout), below the offline strip. On a phone, while a field is
// being typed in, the keyboard leaves little screen: the dock steps aside rather than cover the field
// (the song plays on).
const Dock = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  padding-bottom: calc(${({ theme }) => theme.space.sm} + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    :root:has(${TYPING_FIELD}) & {
      display: none;
    }
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

// The title and the artist's full name, each on its own line and wrapping rather than cut short.
const NowPlaying = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  display: grid;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: 1.3;
  strong {
    font-weight: 600;
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Time = styled.span`
  flex: none;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const StepButton = styled.button`
  position: relative;
  flex: none;
  min-width: 44px;
  height: 44px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

const CloseButton = styled(StepButton)`
  border: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

// The whole 44 px box takes touches; the drawn track stays thin.
const Seek = styled.input`
  flex: 1;
  min-width: 0;
  height: 44px;
  margin: 0;
  accent-color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
`;

const Problem = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.danger};
`;

/** "1:05" from seconds. */
export function formatTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

const KEY_STEPS: Record<string, number> = {
  ArrowLeft: -KEYBOARD_SEEK_STEP,
  ArrowDown: -KEYBOARD_SEEK_STEP,
  ArrowRight: KEYBOARD_SEEK_STEP,
  ArrowUp: KEYBOARD_SEEK_STEP,
};

/**
 * The one player docked at the bottom of every page while a song is loaded: what plays, play and
 * pause, 10 s back and forward, a seek slider (arrow keys move 5 s) and a close button that stops.
 */
export function MiniPlayer() {
  const player = usePlayer();
  const { currentTime, duration } = usePlaybackPosition(player.audioRef);
  const { track } = player;
  if (!track) return null;

  const position = `${formatTime(currentTime)} of ${formatTime(duration)}`;
  const onSeekKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = KEY_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    player.seekBy(step);
  };

  return (
    <Dock aria-label="Now playing">
      <Row>
        <NowPlaying>
          <strong>{track.title}</strong>
          {track.artist && (
            <span>
              <VisuallyHidden>{" by "}</VisuallyHidden>
              {track.artist}
            </span>
          )}
        </NowPlaying>
        <Time aria-hidden="true">
          {formatTime(currentTime)}
          {duration > 0 && ` / ${formatTime(duration)}`}
        </Time>
        <CloseButton type="button" aria-label="Close player" onClick={player.stop}>
          <CloseIcon />
        </CloseButton>
      </Row>
      <Row>
        {/* The short "−10s" is a picture of the step; its name is the words (a label over visible text must contain it). */}
        <StepButton type="button" onClick={() => player.seekBy(-BUTTON_SEEK_STEP)}>
          <span aria-hidden="true">−{BUTTON_SEEK_STEP}s</span>
          <VisuallyHidden>Back {BUTTON_SEEK_STEP} seconds</VisuallyHidden>
        </StepButton>
        <RoundButton
          type="button"
          aria-label={`${player.isPlaying ? "Pause" : "Play"} ${track.title}`}
          onClick={player.toggle}
        >
          {player.isPlaying ? <PauseIcon /> : <PlayIcon />}
        </RoundButton>
        <StepButton type="button" onClick={() => player.seekBy(BUTTON_SEEK_STEP)}>
          <span aria-hidden="true">+{BUTTON_SEEK_STEP}s</span>
          <VisuallyHidden>Forward {BUTTON_SEEK_STEP} seconds</VisuallyHidden>
        </StepButton>
        <Seek
          type="range"
          min={0}
          max={duration}
          step="any"
          value={Math.min(currentTime, duration)}
          disabled={duration === 0}
          aria-label={`Seek ${track.title}`}
          aria-valuetext={position}
          onKeyDown={onSeekKey}
          onChange={(event) => player.seekTo(Number(event.target.value))}
        />
      </Row>
      {player.problem && (
        <Problem role="alert">
          {player.problem === "needs-connection" ? MESSAGES.songNeedsConnection : MESSAGES.songUnplayable}
        </Problem>
      )}
    </Dock>
  );
}
