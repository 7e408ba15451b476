import type { AudienceRoutes } from "../platform/routeTable";
import { getWebConfig } from "./getWebConfig";

/** The web app's public configuration. */
export const webConfigRoutes: AudienceRoutes = {
  public: [{ path: "/config", handlers: { get: getWebConfig } }],
};
