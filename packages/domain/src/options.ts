/** Option lists of the spec (§3 "Option lists", §2 sample library, §3 contact message). */

export interface Option<Id extends string = string> {
  id: Id;
  label: string;
}

/**
 * An option list from one table of labels by id, in the spec's order: its ids (for the schemas)
 * and its options (for the screens), so that each id is written once.
 */
/** The ids of a table of labels by id, in the order written (object keys keep it), for zod's enums. */
export function idsOf<Id extends string>(labels: Readonly<Record<Id, string>>): readonly [Id, ...Id[]] {
  // Every table given here has entries.
  return Object.keys(labels) as unknown as readonly [Id, ...Id[]];
}

function optionList<Id extends string>(labels: Readonly<Record<Id, string>>) {
  const ids = idsOf(labels);
  const options: readonly Option<Id>[] = ids.map((id) => ({ id, label: labels[id] }));
  return { ids, options };
}

export const { ids: OCCASION_IDS, options: OCCASIONS } = optionList({
  wedding: "Wedding",
  birthday: "Birthday",
  anniversary: "Anniversary",
  memorial: "Memorial",
  graduation: "Graduation",
  other: "Other",
});
export type OccasionId = (typeof OCCASION_IDS)[number];

export const { ids: BUILDER_GENRE_IDS, options: BUILDER_GENRES } = optionList({
  pop: "Pop",
  rock: "Rock",
  country: "Country",
  rnb: "R&B",
  acoustic: "Acoustic",
  hiphop: "Hip-Hop",
  latin: "Latin",
  reggae: "Reggae",
  softrock: "Soft Rock",
  other: "Other",
});
export type BuilderGenreId = (typeof BUILDER_GENRE_IDS)[number];

/** The checkout accepts the builder's genres plus these three (spec §3). */
export const CHECKOUT_GENRE_IDS = [...BUILDER_GENRE_IDS, "indie", "folk", "christian"] as const;
export type CheckoutGenreId = (typeof CHECKOUT_GENRE_IDS)[number];

export const isCheckoutGenre = (genre: string): genre is CheckoutGenreId =>
  (CHECKOUT_GENRE_IDS as readonly string[]).includes(genre);

/**
 * Keywords matched (case-insensitively, as substrings) against an artist's genres when the
 * builder lists artists for a genre. An empty list means every artist fits.
 */
export const GENRE_ARTIST_KEYWORDS: Readonly<Record<CheckoutGenreId, readonly string[]>> = {
  pop: ["pop"],
  rock: ["rock"],
  country: ["country"],
  rnb: ["r&b", "rnb", "soul"],
  acoustic: ["acoustic", "folk", "singer-songwriter"],
  hiphop: ["hip-hop", "hip hop", "rap"],
  latin: ["latin"],
  reggae: ["reggae"],
  softrock: ["soft rock", "rock"],
  indie: ["indie"],
  folk: ["folk"],
  christian: ["christian", "gospel"],
  other: [],
};

/** Whether an artist with these genres fits a chosen genre (spec §2 order builder). */
export function artistFitsGenre(artistGenres: readonly string[], genre: CheckoutGenreId): boolean {
  const keywords = GENRE_ARTIST_KEYWORDS[genre];
  if (keywords.length === 0) return true;
  const lowered = artistGenres.map((g) => g.toLowerCase());
  return lowered.some((g) => keywords.some((keyword) => g.includes(keyword)));
}

/**
 * The checkout genres an artist with these genres fits (`artistFitsGenre`), stored on the artist's
 * profile (`offerGenres`) so the artists an order is offered to are one indexed query.
 */
export function offerGenresOf(artistGenres: readonly string[]): CheckoutGenreId[] {
  return CHECKOUT_GENRE_IDS.filter((genre) => artistFitsGenre(artistGenres, genre));
}

/** Fixed genre options of the sample library filter, merged with genres found in data. */
export const SAMPLE_LIBRARY_GENRES = [
  "Christian",
  "Country",
  "Folk",
  "Hip-Hop",
  "Indie",
  "Latin",
  "Pop",
  "R&B",
  "Reggae",
  "Rock",
  "Other",
] as const;

export const ADMIN_SAMPLE_GENRES = [
  "Pop",
  "Rock",
  "Country",
  "Hip-Hop",
  "R&B",
  "Folk",
  "Christian",
  "Indie",
  "Latin",
  "Reggae",
  "Other",
] as const;

export const ADMIN_SAMPLE_MOODS = ["Happy", "Romantic", "Emotional", "Upbeat", "Sentimental", "Celebratory"] as const;

export const ADMIN_SAMPLE_OCCASIONS = [
  "Birthday",
  "Wedding",
  "Anniversary",
  "Memorial",
  "Graduation",
  "Thank You",
  "Love",
] as const;

export const { ids: CONTACT_SUBJECT_IDS, options: CONTACT_SUBJECTS } = optionList({
  billing: "Billing",
  order_status: "Order Status",
  general_request: "General Request",
  refund: "Refund",
  other: "Other",
});
export type ContactSubjectId = (typeof CONTACT_SUBJECT_IDS)[number];

/** Label of an option id, or the id itself when it is not in the list. */
export function labelOf(options: readonly Option[], id: string): string {
  return options.find((option) => option.id === id)?.label ?? id;
}

/** Distinct values, sorted alphabetically (sample library filters derive options from data). */
export function distinctSorted(values: Iterable<string>): string[] {
  return [...new Set(values)].filter((v) => v !== "").sort((a, b) => a.localeCompare(b));
}
