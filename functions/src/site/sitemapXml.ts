import { artistPagePath, PUBLIC_PAGE_PATHS } from "@songs/domain";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/** sitemap.xml (sitemaps.org 0.9): the public pages, then every artist's profile. */
export function buildSitemapXml(siteUrl: string, artistIds: readonly string[]): string {
  const paths = [...PUBLIC_PAGE_PATHS, ...artistIds.map(artistPagePath)];
  const entries = paths.map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}
