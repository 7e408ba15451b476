// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE_PATHS } from "@songs/domain";
import { buildSitemapXml, MAX_SITEMAP_URLS, sitemapArtistLimit } from "./sitemapXml";

const SITE = "https://songs.example.com";
/** The part of jsdom's DOMParser used here (the functions are typed without the DOM library). */
interface XmlDocument {
  documentElement: { namespaceURI: string | null };
  getElementsByTagName(name: string): ArrayLike<unknown>;
  getElementsByTagNameNS(namespace: string, name: string): ArrayLike<{ textContent: string | null }>;
}
const { DOMParser } = globalThis as unknown as {
  DOMParser: new () => { parseFromString(text: string, type: string): XmlDocument };
};

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

describe("sitemap.xml", () => {
  const locsOf = (xml: string) => {
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
    return Array.from(doc.getElementsByTagNameNS(SITEMAP_NS, "loc"), (loc) => loc.textContent);
  };

  it("lists every public page, then every artist's profile, as absolute URLs", () => {
    const locs = locsOf(buildSitemapXml(SITE, ["a1", "b2"]));
    expect(locs).toEqual([
      ...PUBLIC_PAGE_PATHS.map((path) => `${SITE}${path}`),
      `${SITE}/artists/a1`,
      `${SITE}/artists/b2`,
    ]);
  });

  it("lists at most the protocol's 50,000 URLs, the public pages first", () => {
    const ids = Array.from({ length: sitemapArtistLimit + 10 }, (_, index) => `a${index}`);
    const locs = locsOf(buildSitemapXml(SITE, ids));
    expect(MAX_SITEMAP_URLS).toBe(50_000);
    expect(locs).toHaveLength(MAX_SITEMAP_URLS);
    expect(locs.slice(0, PUBLIC_PAGE_PATHS.length)).toEqual(PUBLIC_PAGE_PATHS.map((path) => `${SITE}${path}`));
    expect(locs.at(-1)).toBe(`${SITE}/artists/a${sitemapArtistLimit - 1}`);
  });

  it("stays valid XML whatever an artist id holds", () => {
    expect(locsOf(buildSitemapXml(SITE, ["<&>'\""]))).toContain(`${SITE}/artists/%3C%26%3E'%22`);
  });
});
