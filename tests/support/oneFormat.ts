/*
 * The one format of numbers and dates (issue 44): what a page or an email must never show.
 * Pure, so the server's email tests and the web app's screen tests scan with the same rules.
 */

const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";
const SHORT_MONTHS = "Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec";
const DAYS = "Mon|Tue|Wed|Thu|Fri|Sat|Sun";

/** Each slip's name and what finds it. */
const SLIPS: readonly [name: string, pattern: RegExp][] = [
  ["ISO date or timestamp", /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?\b/g],
  ["toLocaleString() date", /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g],
  [
    "toUTCString() or toString() date",
    new RegExp(`\\b(?:${DAYS}),? (?:\\d{1,2} (?:${SHORT_MONTHS})|(?:${SHORT_MONTHS}) \\d{1,2}) \\d{4}\\b`, "g"),
  ],
  // 1,000 and up carry a separator; a decimal's digits after its point are not a count.
  ["number of 1,000 or more without a thousands separator", /(?<![\d.,])\d{4,}(?![\d,])/g],
];

/** Years are four digits without a separator by right: in a long date ("March 4, 2026") or a month's name ("March 2026"). */
const YEARS = new RegExp(`\\b((?:${MONTHS})(?: \\d{1,2},)?) \\d{4}\\b`, "g");
const LINKS = /\bhttps?:\/\/\S+/g;

/**
 * The slips in `text`: ISO dates and timestamps, the platform's default date strings, and numbers
 * of 1,000 or more without a thousands separator, each as "what: the text". Links and the given
 * `identifiers` (codes, tracking numbers, ids people copy rather than read as numbers) are not scanned.
 */
export function formatSlips(text: string, identifiers: readonly string[] = []): string[] {
  let scanned = text.replace(LINKS, " ").replace(YEARS, "$1 YEAR");
  for (const identifier of identifiers) scanned = scanned.split(identifier).join(" ");
  return SLIPS.flatMap(([name, pattern]) => [...scanned.matchAll(pattern)].map((match) => `${name}: ${match[0]}`));
}
