import { useCallback, useSyncExternalStore, type RefObject } from "react";

// "seeking" too: a seek interrupted by the next one may never report "seeked", but each one starts.
const POSITION_EVENTS = ["timeupdate", "durationchange", "loadedmetadata", "seeking", "seeked", "emptied"] as const;

/** Nothing plays while a page is rendered on the server, nor while the browser hydrates it. */
const beforePlayback = () => 0;

function finiteOrZero(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/**
 * Seconds played and the song's length (0 while unknown), following the player's audio element
 * (attached once, before anything can play, and kept for the app's life).
 */
export function usePlaybackPosition(audioRef: RefObject<HTMLAudioElement | null>): {
  currentTime: number;
  duration: number;
} {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const audio = audioRef.current;
      if (!audio) return () => {};
      for (const event of POSITION_EVENTS) audio.addEventListener(event, onChange);
      return () => {
        for (const event of POSITION_EVENTS) audio.removeEventListener(event, onChange);
      };
    },
    [audioRef],
  );
  const currentTime = useSyncExternalStore(
    subscribe,
    () => finiteOrZero(audioRef.current?.currentTime ?? 0),
    beforePlayback,
  );
  const duration = useSyncExternalStore(subscribe, () => finiteOrZero(audioRef.current?.duration ?? 0), beforePlayback);
  return { currentTime, duration };
}
