import type { RouteTable } from "../http/routeTable";
import { getSitemap } from "./getSitemap";

/** The site's documents for search engines. */
export const siteRoutes: RouteTable = [{ path: "/sitemap.xml", handlers: { get: getSitemap } }];
