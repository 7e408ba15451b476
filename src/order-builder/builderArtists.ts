import { BUILDER_ARTIST_LIMIT, isCheckoutGenre, type ArtistSummary } from "@songs/domain";
import { artistProfilePath, artistProfileResponse } from "../api/artistsApi";
import { useApiQuery } from "../api/useApiQuery";
import { useArtistPages } from "../api/useArtists";

/**
 * The artist step's choices (spec §2): available artists fitting the genre (its keyword mapping,
 * which the API applies), rating descending, the first 6, then 6 more at each "Show more". An
 * artist the customer already chose (from a profile's 'Choose This Artist', or a saved draft) stays
 * listed first even when the genre or the page would leave them out, so the choice stays visible;
 * when they are not taking orders, the step shows them marked unavailable rather than dropping them.
 * The chosen artist is read by their profile when the pages read so far do not hold them.
 */
export function useBuilderArtists(genre: string, chosenId: string | null) {
  const pages = useArtistPages({
    available: true,
    fits: isCheckoutGenre(genre) ? genre : undefined,
    limit: BUILDER_ARTIST_LIMIT,
  });
  const listedChoice = pages.artists.find((artist) => artist.id === chosenId);
  const profile = useApiQuery(chosenId && !listedChoice ? artistProfilePath(chosenId) : null, artistProfileResponse);
  const chosen: ArtistSummary | undefined = listedChoice ?? profile.data?.artist;
  return {
    /** The choices, the chosen artist first when the pages do not list them. */
    artists: chosen && !listedChoice ? [chosen, ...pages.artists] : pages.artists,
    read: pages.read,
    more: pages.more,
    /** The customer's chosen artist when they are not taking orders (so the choice cannot go on), else null. */
    unavailableChoice: chosen && !chosen.availability ? chosen : null,
  };
}

export type BuilderArtists = ReturnType<typeof useBuilderArtists>;
