import type { Artist, Sample } from "@songs/domain";
import type { Track } from "./PlayerProvider";

/** A catalogue sample as the player plays it; the player finds its artist when not given. */
export function sampleTrack(sample: Sample, artist?: Pick<Artist, "name" | "photoUrl">): Track {
  return {
    id: `sample:${sample.id}`,
    title: sample.title,
    artist: artist?.name,
    artworkUrl: artist?.photoUrl || undefined,
    artistId: sample.artistId,
    src: sample.audioUrl,
  };
}
