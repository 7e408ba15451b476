import { emptyQuerySchema, handler, TextDocument } from "../http/handler";
import { buildRobotsTxt } from "./siteFiles";

/** GET /robots.txt (a Hosting rewrite): crawl rules for the configured site origin. */
export const getRobotsTxt = handler(
  emptyQuerySchema,
  async ({ config }) => new TextDocument("text/plain; charset=utf-8", buildRobotsTxt(config.siteUrl)),
  { cache: "public" },
);
