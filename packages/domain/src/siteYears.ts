/**
 * The site's years (spec §1), a module of their own: the footer every page shows needs only these,
 * not the marketing claims of the pages that show them (marketing.ts).
 */

/** "Making custom songs since 2024". */
export const FOUNDED_YEAR = 2024;
/** The footer's copyright year (spec §1: copyright year 2025). */
export const COPYRIGHT_YEAR = 2025;
