import { artistPagePath, PUBLIC_PAGE_PATHS } from "@songs/domain";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/**
 * The most URLs one sitemap file may list (sitemaps.org 0.9). Past it the site would need a
 * sitemap index naming several files (`sitemap-1.xml`, ...); until the roster nears this many, one
 * file lists every profile, and beyond it the best rated ones.
 */
export const MAX_SITEMAP_URLS = 50_000;

/** How many artists' profiles one sitemap lists beside the public pages. */
export const sitemapArtistLimit = MAX_SITEMAP_URLS - PUBLIC_PAGE_PATHS.length;

/** sitemap.xml (sitemaps.org 0.9): the public pages, then the artists' profiles given, at most MAX_SITEMAP_URLS in all. */
export function buildSitemapXml(siteUrl: string, artistIds: readonly string[]): string {
  const paths = [...PUBLIC_PAGE_PATHS, ...artistIds.map(artistPagePath)].slice(0, MAX_SITEMAP_URLS);
  const entries = paths.map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}
