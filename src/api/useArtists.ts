import { useApiQuery } from "./useApiQuery";
import { type Artist, type ArtistProfile } from "@songs/domain";
import { isApiError } from "./ApiError";
import { artistListResponse, artistProfilePath, artistProfileResponse, ARTISTS_PATH } from "./artistsApi";

/** All artists, rating descending (as the API orders them). A failed read shows as an empty list (spec §8). */
export function useArtists(): { artists: Artist[]; isLoading: boolean } {
  const { data, isLoading } = useApiQuery(ARTISTS_PATH, artistListResponse);
  return { artists: data?.artists ?? [], isLoading };
}

export type ArtistProfileState =
  | { status: "loading" }
  | { status: "not-found" }
  | { status: "ready"; profile: ArtistProfile };

/** One artist with up to 5 samples and 10 newest public reviews; a 404 or failure reads as not found. */
export function useArtistProfile(artistId: string | undefined): ArtistProfileState {
  const path = artistId ? artistProfilePath(artistId) : null;
  const { data, error, isLoading } = useApiQuery(path, artistProfileResponse);
  if (!artistId) return { status: "not-found" };
  if (isLoading) return { status: "loading" };
  if (data) return { status: "ready", profile: data };
  if (error && !(isApiError(error) && error.status === 404)) console.warn("Artist profile read failed", error);
  return { status: "not-found" };
}
