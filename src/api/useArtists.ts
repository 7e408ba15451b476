import { useApiQuery, type ReadStatus } from "./useApiQuery";
import { type ArtistSummary, type ArtistProfile } from "@songs/domain";
import { artistListResponse, artistProfilePath, artistProfileResponse, ARTISTS_PATH } from "./artistsApi";

/**
 * All artists, rating descending (as the API orders them). A failed read shows as an empty list
 * (spec §8), except offline, which the read status tells.
 */
export function useArtists(): { artists: ArtistSummary[]; read: ReadStatus } {
  const { data, ...read } = useApiQuery(ARTISTS_PATH, artistListResponse);
  return { artists: data?.artists ?? [], read };
}

export type ArtistProfileState =
  | { status: "loading" }
  | { status: "offline"; retry(): void }
  | { status: "not-found" }
  | { status: "ready"; profile: ArtistProfile; isSavedCopy: boolean };

/**
 * One artist with up to 5 samples and 10 newest public reviews. Offline without a saved copy says
 * so; a 404 or another failure reads as not found.
 */
export function useArtistProfile(artistId: string | undefined): ArtistProfileState {
  const path = artistId ? artistProfilePath(artistId) : null;
  const { data, error, failure, isLoading, isSavedCopy, reload } = useApiQuery(path, artistProfileResponse);
  if (!artistId) return { status: "not-found" };
  if (isLoading) return { status: "loading" };
  if (data) return { status: "ready", profile: data, isSavedCopy };
  if (failure === "offline") return { status: "offline", retry: reload };
  if (failure === "error") console.warn("Artist profile read failed", error);
  return { status: "not-found" };
}
