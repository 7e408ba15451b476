/**
 * What an artist edits of their public profile in the studio: the bio, the genres (from one list,
 * so the builder's genre matching finds them), specialties and availability, with their limits and
 * messages. Departures from the spec, which has no artist editing (docs/spec-departures.md).
 */
import { CHECKOUT_GENRES } from "./labels";

/** The genres an artist may list: every genre an order can carry except "Other", by label. */
export const ARTIST_GENRES: readonly string[] = CHECKOUT_GENRES.filter((genre) => genre.id !== "other").map(
  (genre) => genre.label,
);

export const MAX_ARTIST_BIO_LENGTH = 1000;
export const MAX_ARTIST_GENRES = 5;
export const MAX_ARTIST_SPECIALTIES = 6;
export const MAX_ARTIST_SPECIALTY_LENGTH = 40;

export const ARTIST_PROFILE_MESSAGES = {
  bioRequired: "Please tell customers about yourself",
  bioTooLong: `Bio must be less than ${MAX_ARTIST_BIO_LENGTH} characters`,
  genresRequired: "Please choose at least one genre",
  tooManyGenres: `Please choose at most ${MAX_ARTIST_GENRES} genres`,
  unknownGenre: "Please choose genres from the list",
  tooManySpecialties: `Please list at most ${MAX_ARTIST_SPECIALTIES} specialties`,
  specialtyTooLong: `Each specialty must be less than ${MAX_ARTIST_SPECIALTY_LENGTH} characters`,
  saved: "Your profile was saved.",
  unavailableHint: "While you are unavailable, customers see you as unavailable and no new orders are offered to you.",
  /** The order builder, when the customer's chosen artist is not taking orders (marked "Currently unavailable"). */
  chosenArtistUnavailable:
    "This artist is not taking new orders right now. Please choose another artist, or skip this step and we will match you.",
} as const;
