/**
 * The site's pages as search engines see them: the public pages (the sitemap, with every artist's
 * profile) and the private areas robots.txt keeps crawlers out of. The route table (src/app/routeTable.ts) is checked
 * against these lists by its tests, so a new route is either listed here or private.
 */

/** The local stack's site origin, used when no SITE_URL (server) or VITE_SITE_URL (build) is set. */
export const LOCAL_SITE_URL = "http://127.0.0.1:5000";

/**
 * Occasions with their own landing page, and its path (the other occasions open the builder). Kept
 * here rather than with the marketing claims: every page's head reads this module, and only the
 * pages that show the claims should load them.
 */
export const OCCASION_LANDING_PATHS = {
  wedding: "/wedding-songs",
  birthday: "/birthday-songs",
  anniversary: "/anniversary-songs",
  memorial: "/memorial-songs",
} as const;
export type LandingOccasionId = keyof typeof OCCASION_LANDING_PATHS;

/** The public pages, each indexable, in the order the sitemap lists them. */
export const PUBLIC_PAGE_PATHS = [
  "/",
  "/how-it-works",
  "/create",
  ...Object.values(OCCASION_LANDING_PATHS),
  "/artists",
  "/samples",
  "/reviews",
  "/faq",
  "/test-order",
] as const;

/** An artist's public profile. */
export const artistPagePath = (artistId: string) => `/artists/${encodeURIComponent(artistId)}`;

/** One order's details on the customer's dashboard: what every email about an order links to. */
export const customerOrderPath = (orderId: string) => `/dashboard/orders/${encodeURIComponent(orderId)}`;

/** One order on the admins' Manage Orders page, its details open: what the admins' screens and emails link to. */
export const adminOrderPath = (orderId: string) => `/admin/orders?order=${encodeURIComponent(orderId)}`;

/** One order in the artist's studio: what every email to an artist about an order links to. */
export const studioOrderPath = (orderId: string) => `/studio/orders/${encodeURIComponent(orderId)}`;

/**
 * Path prefixes of the private areas robots.txt disallows. Shared listening links (`/listen/...`)
 * are noindex but stay crawlable, so link previews (which fetch the page) keep working.
 */
export const DISALLOWED_PATH_PREFIXES = [
  "/api/",
  "/admin",
  "/auth",
  "/dashboard",
  "/mfa-setup",
  "/payment-",
  "/stripe-setup",
  "/studio",
  "/upload-artist-photos",
  "/studio",
  // A gift's page is private and rendered in the browser; nothing there is for crawlers.
  "/gift/",
  // Song gifts: buying one, its giver's list and its redeem link (the code is in the address).
  "/give-a-song",
  "/song-gifts",
] as const;

/** robots.txt: every crawler may read the site except its private areas; names the sitemap. */
export function buildRobotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
