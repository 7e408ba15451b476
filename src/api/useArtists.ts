import { useApiQuery, type ReadStatus } from "./useApiQuery";
import { type ArtistSummary, type ArtistProfile, type CheckoutGenreId } from "@songs/domain";
import { artistListResponse, artistProfilePath, artistProfileResponse, ARTISTS_PATH } from "./artistsApi";
import { useMorePages } from "./useMorePages";

/**
 * The first page of artists (the 50 best rated), rating descending, for screens that pick one from
 * a list. A failed read shows as an empty list (spec §8), except offline, which the read status tells.
 */
export function useArtists(): { artists: ArtistSummary[]; read: ReadStatus } {
  const { data, ...read } = useApiQuery(ARTISTS_PATH, artistListResponse);
  return { artists: data?.artists ?? [], read };
}

/** What `GET /api/artists` narrows the list by (artistListQuerySchema). */
export interface ArtistFilter {
  genre?: string;
  fits?: CheckoutGenreId;
  available?: boolean;
  limit?: number;
}

/** `/api/artists` with the filter's query; the bare path (the page's own read) without one. */
export function artistsPath(filter: ArtistFilter): string {
  const query = new URLSearchParams();
  if (filter.genre) query.set("genre", filter.genre);
  if (filter.fits) query.set("fits", filter.fits);
  if (filter.available) query.set("available", "true");
  if (filter.limit) query.set("limit", String(filter.limit));
  const search = query.toString();
  return search ? `${ARTISTS_PATH}?${search}` : ARTISTS_PATH;
}

/**
 * Artists by rating, descending, a page at a time: the first page of the filter, then the pages
 * `more.loadMore` appends; a new filter starts again at its first page. A failed first read shows
 * as an empty list (spec §8), except offline, which the read status tells.
 */
export function useArtistPages(filter: ArtistFilter) {
  const path = artistsPath(filter);
  const { data, ...read } = useApiQuery(path, artistListResponse);
  const more = useMorePages(path, artistListResponse, data);
  return {
    artists: data ? [...data.artists, ...more.pages.flatMap((page) => page.artists)] : [],
    read,
    more,
  };
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
