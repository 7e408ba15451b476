import type { Artist, Sample } from "@songs/domain";
import type { Track } from "./PlayerProvider";

/** A catalogue sample as the player plays it, with its artist's name and photo when known. */
export function sampleTrack(sample: Sample, artist: Pick<Artist, "name" | "photoUrl"> | undefined): Track {
  return {
    id: `sample:${sample.id}`,
    title: sample.title,
    artist: artist?.name,
    artworkUrl: artist?.photoUrl || undefined,
    src: sample.audioUrl,
  };
}
