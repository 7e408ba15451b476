import {
  BUILDER_ARTIST_LIMIT,
  artistFitsGenre,
  CHECKOUT_GENRE_IDS,
  type CheckoutGenreId,
  type ArtistSummary,
} from "@songs/domain";

function isCheckoutGenre(genre: string): genre is CheckoutGenreId {
  return (CHECKOUT_GENRE_IDS as readonly string[]).includes(genre);
}

/**
 * The artist step's choices (spec §2): available artists fitting the genre, rating descending,
 * the first 6. An artist the customer already chose (from a profile's 'Choose This Artist') stays
 * listed first even when the genre or the limit would leave them out, so the choice stays visible;
 * when they are not taking orders, the step shows them marked unavailable rather than dropping them.
 */
export function builderArtists(
  artists: readonly ArtistSummary[],
  genre: string,
  chosenId: string | null,
): ArtistSummary[] {
  const listed = artists
    .filter((artist) => artist.availability && (!isCheckoutGenre(genre) || artistFitsGenre(artist.genres, genre)))
    .sort((a, b) => b.rating - a.rating)
    .slice(0, BUILDER_ARTIST_LIMIT);
  const chosen = artists.find((artist) => artist.id === chosenId);
  return chosen && !listed.includes(chosen) ? [chosen, ...listed] : listed;
}

/** The customer's chosen artist when they are not taking orders (so the choice cannot go on), else null. */
export function unavailableChoice(artists: readonly ArtistSummary[], chosenId: string | null): ArtistSummary | null {
  return artists.find((artist) => artist.id === chosenId && !artist.availability) ?? null;
}
