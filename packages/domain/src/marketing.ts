/**
 * Marketing claims of the site (spec §1), each kept once. Delivery and rights are one promise each
 * (a departure from the spec's "both readings", docs/spec-departures.md): the packages' delivery
 * times live with the packages in `catalogue.ts` (`delivery`, `deliveryPromise`,
 * `DELIVERY_RANGE_DAYS`); the founding and copyright years in `siteYears.ts`.
 */
import { FOUNDED_YEAR } from "./siteYears";

/** Headline figures shown on the home page and the occasion pages. */
export const MARKETING_STATS = {
  songsCreated: "10,000+",
  happyCustomers: "5,000+",
  averageRating: "4.9",
} as const;

/** The stats strip: value and caption, in display order. */
export const MARKETING_STAT_LIST: readonly { value: string; label: string }[] = [
  { value: MARKETING_STATS.songsCreated, label: "Songs created" },
  { value: MARKETING_STATS.happyCustomers, label: "Happy customers" },
  { value: MARKETING_STATS.averageRating, label: "Average rating" },
];

/** Extra time a posted CD (or print) takes to reach the customer after the song is delivered (FAQ). */
export const CD_POSTAL_EXTRA = "3 extra days";

/** The rights a customer gets with their song: one claim, the same on every page and in the FAQ. */
export const SONG_RIGHTS =
  "Your song comes with personal-use rights: play it, share it and keep it forever. It is not licensed for commercial use.";

/** The revision rule as the FAQ states it (the Basic card says it with the package's features). */
export const REVISION_CLAIM =
  "The Basic Song includes one revision; the Premium Song and the Deluxe Package include unlimited revisions, one at a time.";

/** Audio quality of the digital delivery (FAQ). */
export const AUDIO_FORMAT = "MP3 at 320 kbps";

/** "Making custom songs since 2024". */
export const SINCE_LINE = `Making custom songs since ${FOUNDED_YEAR}`;

/** The order builder opened with a package already chosen (the pricing cards' "Choose ..."). */
export function builderPathForPackage(packageKey: string): string {
  return `/create?package=${encodeURIComponent(packageKey)}`;
}

/** The order builder opened with an occasion already chosen. */
export function builderPathFor(occasion: string): string {
  return `/create?occasion=${encodeURIComponent(occasion)}`;
}
