import type { ArtistSummary } from "@songs/domain";
import { ARTISTS_PATH, artistListResponse } from "../api/artistsApi";
import { useApiQuery } from "../api/useApiQuery";

/** The catalogue's artist with this id (read only when an id is given), or undefined. */
export function useCatalogueArtist(artistId: string | null): ArtistSummary | undefined {
  const { data } = useApiQuery(artistId ? ARTISTS_PATH : null, artistListResponse);
  return artistId ? data?.artists.find((artist) => artist.id === artistId) : undefined;
}
