import { useEffect, useRef, useState } from "react";
import styled from "styled-components";

/** The one audio element playing on the page; starting another pauses it. */
let nowPlaying: HTMLAudioElement | null = null;

export interface AudioPlayerProps {
  src: string;
  /** What is playing, for the button's accessible name ("Play Our First Dance") and the lock screen. */
  title: string;
  /** Who sings it, shown with the title by the phone's lock-screen and media controls. */
  artist?: string;
}

/** Tells the operating system's media controls (lock screen, notification) what is playing. */
function showInMediaSession(title: string, artist: string | undefined) {
  if (typeof navigator === "undefined" || !("mediaSession" in navigator) || typeof MediaMetadata === "undefined") return;
  navigator.mediaSession.metadata = new MediaMetadata({ title, artist: artist ?? "" });
}

const Player = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const Toggle = styled.button`
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
  &:hover { background: ${({ theme }) => theme.color.primaryHover}; }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

const Seek = styled.input`
  flex: 1;
  min-width: 0;
  accent-color: ${({ theme }) => theme.color.primary};
`;

const Time = styled.span`
  flex: none;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
  min-width: 4.5ch;
  text-align: right;
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.danger};
`;

function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return "0:00";
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

function finiteOrZero(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

const PlayIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M7 4.5v15l13-7.5z" fill="currentColor" />
  </svg>
);
const PauseIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M6 4h4v16H6zM14 4h4v16h-4z" fill="currentColor" />
  </svg>
);

/**
 * A play/pause audio player. Only one player on the page plays at a time; it returns to paused
 * when the track ends and explains gracefully when the audio cannot be played. `src` may be a
 * network URL or an object URL of a song stored on the device.
 */
export function AudioPlayer({ src, title, artist }: AudioPlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [isPlaying, setIsPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [hasError, setHasError] = useState(false);

  useEffect(() => {
    const audio = audioRef.current;
    return () => {
      if (audio && nowPlaying === audio) {
        audio.pause();
        nowPlaying = null;
      }
    };
  }, []);

  const toggle = async () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!audio.paused) {
      audio.pause();
      return;
    }
    if (nowPlaying && nowPlaying !== audio) nowPlaying.pause();
    nowPlaying = audio;
    setHasError(false);
    try {
      await audio.play();
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      setIsPlaying(false);
      setHasError(true);
    }
  };

  return (
    <div>
      <Player>
        <Toggle type="button" onClick={() => void toggle()} aria-label={`${isPlaying ? "Pause" : "Play"} ${title}`}>
          {isPlaying ? <PauseIcon /> : <PlayIcon />}
        </Toggle>
        <Seek
          type="range"
          min={0}
          max={duration || 0}
          step="any"
          value={Math.min(currentTime, duration || 0)}
          disabled={!duration}
          aria-label={`Seek ${title}`}
          aria-valuetext={`${formatTime(currentTime)} of ${formatTime(duration)}`}
          onChange={(event) => {
            const audio = audioRef.current;
            if (audio) audio.currentTime = Number(event.target.value);
          }}
        />
        <Time aria-hidden="true">
          {formatTime(currentTime)}
          {duration ? ` / ${formatTime(duration)}` : ""}
        </Time>
        <audio
          ref={audioRef}
          src={src}
          // A song saved on the device (a blob: URL) costs nothing to read ahead, so its length shows at once.
          preload={src.startsWith("blob:") ? "metadata" : "none"}
          onPlay={(event) => {
            if (nowPlaying && nowPlaying !== event.currentTarget) nowPlaying.pause();
            nowPlaying = event.currentTarget;
            setIsPlaying(true);
            showInMediaSession(title, artist);
          }}
          onPause={() => setIsPlaying(false)}
          onEnded={(event) => {
            setIsPlaying(false);
            setCurrentTime(0);
            event.currentTarget.currentTime = 0;
            if (nowPlaying === event.currentTarget) nowPlaying = null;
          }}
          onTimeUpdate={(event) => setCurrentTime(event.currentTarget.currentTime)}
          onLoadedMetadata={(event) => setDuration(finiteOrZero(event.currentTarget.duration))}
          onDurationChange={(event) => setDuration(finiteOrZero(event.currentTarget.duration))}
          onError={() => {
            setIsPlaying(false);
            setHasError(true);
          }}
        />
      </Player>
      {hasError && <ErrorText role="alert">Sorry, this song can&apos;t be played right now.</ErrorText>}
    </div>
  );
}
