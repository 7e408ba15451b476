import { artists } from "../catalogue";
import { emptyQuerySchema, handler, TextDocument } from "../http/handler";
import { buildSitemapXml, sitemapArtistLimit } from "./sitemapXml";

/**
 * GET /sitemap.xml (a Hosting rewrite): the public pages and the artists' profiles, best rated
 * first, up to the protocol's 50,000 URLs a file (sitemapXml.ts), read 1,000 ids at a time; the
 * CDN keeps the answer (public cache), so a crawl does not read the roster per request.
 */
export const getSitemap = handler(
  emptyQuerySchema,
  async ({ config, db }) =>
    new TextDocument(
      "application/xml; charset=utf-8",
      buildSitemapXml(config.siteUrl, await artists(db).idsByRating(sitemapArtistLimit)),
    ),
  { cache: "public" },
);
