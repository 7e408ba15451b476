import type { ArtistSummary } from "@songs/domain";
import { artistProfilePath, artistProfileResponse } from "../api/artistsApi";
import { useApiQuery } from "../api/useApiQuery";

/** The catalogue's artist with this id, from their profile (read only when an id is given), or undefined. */
export function useCatalogueArtist(artistId: string | null): ArtistSummary | undefined {
  const { data } = useApiQuery(artistId ? artistProfilePath(artistId) : null, artistProfileResponse);
  return artistId ? data?.artist : undefined;
}
