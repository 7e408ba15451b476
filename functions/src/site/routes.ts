import type { AudienceRoutes } from "../platform/routeTable";
import { getSitemap } from "./getSitemap";

/** The site's documents for search engines. */
export const siteRoutes: AudienceRoutes = {
  public: [{ path: "/sitemap.xml", handlers: { get: getSitemap } }],
};
