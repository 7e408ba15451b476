import {
  createContext,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from "react";
import { useSession } from "../auth/SessionProvider";
import { useCatalogueArtist } from "./useCatalogueArtist";
import type * as MediaSession from "./mediaSession";
import { isBrowserOnline } from "../api/onlineStatus";

let mediaSessionModule: Promise<typeof MediaSession> | undefined;
/**
 * Tells the lock screen (mediaSession.ts), loaded with the first song: a visitor who never plays one
 * never fetches it. Calls run in the order they were made, once it is loaded.
 */
function onLockScreen(tell: (lockScreen: typeof MediaSession) => void): void {
  mediaSessionModule ??= import("./mediaSession");
  void mediaSessionModule.then(tell, () => undefined);
}

export interface Track {
  /** Identifies the song (a sample's or an order's id), so its page button knows it is the one playing. */
  id: string;
  title: string;
  artist?: string;
  /** The artist's photo, for the lock screen. */
  artworkUrl?: string;
  /** The catalogue's artist: their name and photo are looked up when the page did not give them. */
  artistId?: string | null;
  /** A network URL, or the bytes of a song saved on this device. */
  src: string | Blob;
}

/** Why the current song is not playing: the device is offline, or the audio failed. */
export type PlaybackProblem = "needs-connection" | "failed";

export interface PlayerContextValue {
  track: Track | null;
  isPlaying: boolean;
  problem: PlaybackProblem | null;
  /**
   * The one audio element, for reading its position and length. A ref rather than state: the
   * element is attached while a rendered page hydrates, and keeping it in state made that
   * attachment re-render every listener of the player at once, in the same long task.
   */
  audioRef: RefObject<HTMLAudioElement | null>;
  /** Starts `track`, replacing whatever played; resumes it when it is already the current one. */
  play: (track: Track) => void;
  pause: () => void;
  /** Plays or pauses the current song. */
  toggle: () => void;
  seekTo: (seconds: number) => void;
  seekBy: (seconds: number) => void;
  /** Ends playback and closes the player. */
  stop: () => void;
}

export const PlayerContext = createContext<PlayerContextValue | null>(null);

function problemPlaying(track: Track): PlaybackProblem {
  return typeof track.src === "string" && !isBrowserOnline() ? "needs-connection" : "failed";
}

/**
 * Owns the app's one audio element, so a song keeps playing while the visitor moves between
 * pages, and starting another song replaces it. Mirrors what plays on the phone's lock screen.
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [track, setTrack] = useState<Track | null>(null);
  const [isPlaying, setIsPlaying] = useState(false);
  const [problem, setProblem] = useState<PlaybackProblem | null>(null);
  const trackRef = useRef<Track | null>(null);
  const objectUrlRef = useRef<string | null>(null);

  const releaseObjectUrl = () => {
    if (objectUrlRef.current) URL.revokeObjectURL(objectUrlRef.current);
    objectUrlRef.current = null;
  };

  const start = useCallback((element: HTMLAudioElement, current: Track) => {
    setProblem(null);
    element.play().catch((error: unknown) => {
      // Another song (or a pause) interrupted this one: nothing went wrong.
      if (error instanceof DOMException && error.name === "AbortError") return;
      if (trackRef.current === current) setProblem(problemPlaying(current));
    });
  }, []);

  const play = useCallback(
    (next: Track) => {
      const element = audioRef.current;
      if (!element) return;
      if (trackRef.current?.id !== next.id) {
        element.pause();
        releaseObjectUrl();
        if (typeof next.src === "string") {
          element.src = next.src;
        } else {
          objectUrlRef.current = URL.createObjectURL(next.src);
          element.src = objectUrlRef.current;
        }
        trackRef.current = next;
        setTrack(next);
      }
      start(element, next);
    },
    [start],
  );

  const pause = useCallback(() => audioRef.current?.pause(), []);
  const toggle = useCallback(() => {
    const element = audioRef.current;
    const current = trackRef.current;
    if (!element || !current) return;
    if (element.paused) start(element, current);
    else element.pause();
  }, [start]);

  const seekTo = useCallback((seconds: number) => {
    const element = audioRef.current;
    if (!element || !Number.isFinite(element.duration)) return;
    element.currentTime = Math.min(Math.max(seconds, 0), element.duration);
  }, []);
  const seekBy = useCallback((seconds: number) => seekTo((audioRef.current?.currentTime ?? 0) + seconds), [seekTo]);

  const stop = useCallback(() => {
    const element = audioRef.current;
    if (element) {
      element.pause();
      element.removeAttribute("src");
      element.load();
    }
    releaseObjectUrl();
    trackRef.current = null;
    setTrack(null);
    setIsPlaying(false);
    setProblem(null);
  }, []);

  // Whoever signs out takes their music with them: the next person on this device starts in silence.
  const uid = useSession().user?.uid ?? null;
  const previousUid = useRef(uid);
  useEffect(() => {
    if (previousUid.current && previousUid.current !== uid) stop();
    previousUid.current = uid;
  }, [uid, stop]);

  const needsArtist = track && (!track.artist || !track.artworkUrl) ? (track.artistId ?? null) : null;
  const catalogueArtist = useCatalogueArtist(needsArtist);
  const shownTrack = useMemo(
    () =>
      track && {
        ...track,
        artist: track.artist ?? catalogueArtist?.name,
        artworkUrl: track.artworkUrl ?? (catalogueArtist?.photoUrl || undefined),
      },
    [track, catalogueArtist],
  );

  useEffect(() => {
    if (!shownTrack) return;
    onLockScreen((lockScreen) =>
      lockScreen.showNowPlaying(shownTrack, { play: () => play(shownTrack), pause, seekBy, seekTo, stop }),
    );
  }, [shownTrack, play, pause, seekBy, seekTo, stop]);

  // The lock screen lets go of the song once it is stopped, or the app itself goes away.
  useEffect(() => {
    if (track) return () => onLockScreen((lockScreen) => lockScreen.clearNowPlaying());
  }, [track]);

  useEffect(() => releaseObjectUrl, []);

  const value = useMemo(
    () => ({ track: shownTrack, isPlaying, problem, audioRef, play, pause, toggle, seekTo, seekBy, stop }),
    [shownTrack, isPlaying, problem, play, pause, toggle, seekTo, seekBy, stop],
  );

  return (
    <PlayerContext.Provider value={value}>
      {children}
      <audio
        ref={audioRef}
        preload="none"
        onPlay={(event) => {
          setIsPlaying(true);
          const audio = event.currentTarget;
          onLockScreen((lockScreen) => {
            lockScreen.setPlaybackState("playing");
            lockScreen.updatePositionState(audio);
          });
        }}
        onPause={(event) => {
          setIsPlaying(false);
          const audio = event.currentTarget;
          const isLoaded = trackRef.current !== null;
          onLockScreen((lockScreen) => {
            if (isLoaded) lockScreen.setPlaybackState("paused");
            lockScreen.updatePositionState(audio);
          });
        }}
        onEnded={(event) => {
          // Back to the start, paused, ready to play again.
          event.currentTarget.currentTime = 0;
        }}
        onDurationChange={(event) => {
          const audio = event.currentTarget;
          onLockScreen((lockScreen) => lockScreen.updatePositionState(audio));
        }}
        onSeeked={(event) => {
          const audio = event.currentTarget;
          onLockScreen((lockScreen) => lockScreen.updatePositionState(audio));
        }}
        onError={() => {
          const current = trackRef.current;
          if (!current) return;
          setIsPlaying(false);
          setProblem(problemPlaying(current));
        }}
      />
    </PlayerContext.Provider>
  );
}
