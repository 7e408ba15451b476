import type { AudienceRoutes } from "../platform/routeTable";
import { getMedia } from "./getMedia";

/** Stored files served by their path below the bucket. */
export const mediaRoutes: AudienceRoutes = {
  public: [{ path: "/media/:bucket/*path", handlers: { get: getMedia } }],
};
