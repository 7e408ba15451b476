import { mp4BoxesFillFile, webmTimeline } from "./recordingStructure";

/** What a recording's own bytes say: how long it plays. */
export interface Recording {
  seconds: number;
}

/** `music-metadata` is published as ES modules only: loaded like `file-type` (see detectFileType). */
const loadParser = () => import("music-metadata");

/**
 * Reads a recorded WebM/Opus or MP4/AAC file with `music-metadata` and checks its structure over
 * every byte: null unless it is audio only (one or more audio tracks, no video) through to its last
 * byte. The length is MP4's from its track headers or fragments, WebM's from its blocks'
 * timestamps (a recorder declares none), and the longer when a WebM file also declares one.
 */
export async function measureRecording(bytes: Uint8Array): Promise<Recording | null> {
  const { parseBuffer, TrackType } = await loadParser();
  const webm = webmTimeline(bytes);
  if (!webm && !mp4BoxesFillFile(bytes)) return null;
  let format;
  try {
    // A WebM file's header and tracks only: the parser stops at a Cluster of unknown size.
    format = (
      await parseBuffer(webm ? bytes.subarray(0, webm.headLength) : bytes, undefined, {
        duration: true,
        skipCovers: true,
      })
    ).format;
  } catch {
    return null;
  }
  const audioTracks = format.trackInfo.filter((track) => track.type === TrackType.audio);
  if (!format.hasAudio || format.hasVideo) return null;
  if (webm) {
    const audioNumbers = new Set(audioTracks.map((track) => track.id));
    if ([...webm.blockTracks].some((track) => !audioNumbers.has(track))) return null;
    return { seconds: Math.max(webm.seconds, format.duration ?? 0) };
  }
  return format.duration === undefined ? null : { seconds: format.duration };
}
