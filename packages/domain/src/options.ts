/** Option lists of the spec (§3 "Option lists", §2 sample library, §3 contact message). */

export interface Option<Id extends string = string> {
  id: Id;
  label: string;
}

export const OCCASION_IDS = ["wedding", "birthday", "anniversary", "memorial", "graduation", "other"] as const;
export type OccasionId = (typeof OCCASION_IDS)[number];

export const OCCASIONS: readonly Option<OccasionId>[] = [
  { id: "wedding", label: "Wedding" },
  { id: "birthday", label: "Birthday" },
  { id: "anniversary", label: "Anniversary" },
  { id: "memorial", label: "Memorial" },
  { id: "graduation", label: "Graduation" },
  { id: "other", label: "Other" },
];

export const BUILDER_GENRE_IDS = [
  "pop",
  "rock",
  "country",
  "rnb",
  "acoustic",
  "hiphop",
  "latin",
  "reggae",
  "softrock",
  "other",
] as const;
export type BuilderGenreId = (typeof BUILDER_GENRE_IDS)[number];

export const BUILDER_GENRES: readonly Option<BuilderGenreId>[] = [
  { id: "pop", label: "Pop" },
  { id: "rock", label: "Rock" },
  { id: "country", label: "Country" },
  { id: "rnb", label: "R&B" },
  { id: "acoustic", label: "Acoustic" },
  { id: "hiphop", label: "Hip-Hop" },
  { id: "latin", label: "Latin" },
  { id: "reggae", label: "Reggae" },
  { id: "softrock", label: "Soft Rock" },
  { id: "other", label: "Other" },
];

/** The checkout accepts the builder's genres plus these three (spec §3). */
export const CHECKOUT_GENRE_IDS = [...BUILDER_GENRE_IDS, "indie", "folk", "christian"] as const;
export type CheckoutGenreId = (typeof CHECKOUT_GENRE_IDS)[number];

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

export const CONTACT_SUBJECT_IDS = ["billing", "order_status", "general_request", "refund", "other"] as const;
export type ContactSubjectId = (typeof CONTACT_SUBJECT_IDS)[number];

export const CONTACT_SUBJECTS: readonly Option<ContactSubjectId>[] = [
  { id: "billing", label: "Billing" },
  { id: "order_status", label: "Order Status" },
  { id: "general_request", label: "General Request" },
  { id: "refund", label: "Refund" },
  { id: "other", label: "Other" },
];

/** Label of an option id, or the id itself when it is not in the list. */
export function labelOf(options: readonly Option[], id: string): string {
  return options.find((option) => option.id === id)?.label ?? id;
}

/** Distinct values, sorted alphabetically (sample library filters derive options from data). */
export function distinctSorted(values: Iterable<string>): string[] {
  return [...new Set(values)].filter((v) => v !== "").sort((a, b) => a.localeCompare(b));
}
