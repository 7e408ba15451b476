/**
 * Marketing claims of the site (spec §1), each kept once so they can be reconciled with one edit.
 * The spec keeps several readings of delivery and rights on purpose; each is named after the place
 * that shows it. Package delivery readings live with the packages in `catalogue.ts`; the founding
 * and copyright years in `siteYears.ts`.
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

/** Delivery claims by place (spec §1: both readings apply). */
export const DELIVERY_CLAIMS = {
  /** How-it-works copy. */
  howItWorks: "5-7 days",
  /** Other marketing copy (home hero, occasion pages). */
  marketing: "7-14 days",
  /** FAQ: standard delivery. */
  faqStandard: "5 business days",
  /** FAQ: extra time when a CD is ordered. */
  faqCdExtra: "3 extra days",
  /** FAQ: rush delivery. */
  faqRush: "24-72 hours",
} as const;

/** Rights claims (spec §1): personal-use rights in one place (how it works), full ownership in the FAQ. */
export const RIGHTS_CLAIMS = {
  personalUse: "Your song comes with personal-use rights: play it, share it and keep it forever.",
  fullOwnership: "You receive full ownership of your song for personal and commercial use.",
} as const;

/** The revision rule as the FAQ states it (the Basic card says it with the package's features). */
export const REVISION_CLAIM =
  "The Basic Song includes one revision; the Premium Song and the Deluxe Package include unlimited revisions, one at a time.";

/** Audio quality of the digital delivery (FAQ). */
export const AUDIO_FORMAT = "MP3 at 320 kbps";

/** "Making custom songs since 2024". */
export const SINCE_LINE = `Making custom songs since ${FOUNDED_YEAR}`;

/** The order builder opened with an occasion already chosen. */
export function builderPathFor(occasion: string): string {
  return `/create?occasion=${encodeURIComponent(occasion)}`;
}
