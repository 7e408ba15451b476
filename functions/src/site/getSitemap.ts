import { artists } from "../catalogue";
import { emptyQuerySchema, handler, TextDocument } from "../http/handler";
import { buildSitemapXml } from "./sitemapXml";

/** GET /sitemap.xml (a Hosting rewrite): the public pages and every artist, from the catalogue. */
export const getSitemap = handler(
  emptyQuerySchema,
  async ({ config, db }) => {
    const roster = await artists(db).listByRating();
    return new TextDocument(
      "application/xml; charset=utf-8",
      buildSitemapXml(
        config.siteUrl,
        roster.map((artist) => artist.id),
      ),
    );
  },
  { cache: "public" },
);
