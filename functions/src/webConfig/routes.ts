import type { RouteTable } from "../http/routeTable";
import { getWebConfig } from "./getWebConfig";

/** The web app's public configuration. */
export const webConfigRoutes: RouteTable = [{ path: "/config", handlers: { get: getWebConfig } }];
