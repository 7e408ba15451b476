/**
 * The phone's lock screen and notification controls (Media Session API): what is playing, the
 * actions they may call, and where in the song we are. Browsers without the API are left alone.
 */

export interface NowPlaying {
  title: string;
  artist?: string;
  /** The artist's photo, shown as the lock screen's artwork. */
  artworkUrl?: string;
}

export interface MediaSessionControls {
  play: () => void;
  pause: () => void;
  /** Moves by `seconds` (negative: back). */
  seekBy: (seconds: number) => void;
  seekTo: (seconds: number) => void;
  stop: () => void;
}

/** The step of the lock screen's back/forward buttons when the system does not give one. */
export const MEDIA_SESSION_SEEK_STEP = 10;

const ACTIONS = [
  "play",
  "pause",
  "seekbackward",
  "seekforward",
  "seekto",
  "stop",
] as const satisfies readonly MediaSessionAction[];

function mediaSession(): MediaSession | null {
  return typeof navigator !== "undefined" && "mediaSession" in navigator ? navigator.mediaSession : null;
}

function handlerFor(action: (typeof ACTIONS)[number], controls: MediaSessionControls): MediaSessionActionHandler {
  switch (action) {
    case "play":
      return () => controls.play();
    case "pause":
      return () => controls.pause();
    case "seekbackward":
      return (details) => controls.seekBy(-(details.seekOffset ?? MEDIA_SESSION_SEEK_STEP));
    case "seekforward":
      return (details) => controls.seekBy(details.seekOffset ?? MEDIA_SESSION_SEEK_STEP);
    case "seekto":
      return (details) => {
        if (details.seekTime !== undefined) controls.seekTo(details.seekTime);
      };
    case "stop":
      return () => controls.stop();
  }
}

/** Puts a song on the lock screen with its title, artist and artwork, and wires its controls. */
export function showNowPlaying(song: NowPlaying, controls: MediaSessionControls): void {
  const session = mediaSession();
  if (!session) return;
  if (typeof MediaMetadata !== "undefined") {
    session.metadata = new MediaMetadata({
      title: song.title,
      artist: song.artist ?? "",
      artwork: song.artworkUrl ? [{ src: new URL(song.artworkUrl, document.baseURI).href }] : [],
    });
  }
  for (const action of ACTIONS) {
    try {
      session.setActionHandler(action, handlerFor(action, controls));
    } catch {
      // An action this browser does not support: the others still work.
    }
  }
}

export function setPlaybackState(state: "playing" | "paused"): void {
  const session = mediaSession();
  if (session) session.playbackState = state;
}

/** Tells the lock screen's progress bar the song's length and position. */
export function updatePositionState(audio: HTMLMediaElement): void {
  const session = mediaSession();
  if (!session?.setPositionState || !Number.isFinite(audio.duration) || audio.duration <= 0) return;
  session.setPositionState({
    duration: audio.duration,
    position: Math.min(audio.currentTime, audio.duration),
    playbackRate: audio.playbackRate || 1,
  });
}

/** Removes the song from the lock screen: no metadata, no state, no controls. */
export function clearNowPlaying(): void {
  const session = mediaSession();
  if (!session) return;
  session.metadata = null;
  session.playbackState = "none";
  for (const action of ACTIONS) {
    try {
      session.setActionHandler(action, null);
    } catch {
      // Never set, so nothing to remove.
    }
  }
}
