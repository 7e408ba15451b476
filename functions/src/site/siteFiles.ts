import { artistPagePath, DISALLOWED_PATH_PREFIXES, PUBLIC_PAGE_PATHS } from "@songs/domain";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

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
