import type { AudienceRoutes } from "../platform/routeTable";
import { getSharedSong } from "./getSharedSong";

/** The private listening link's page. */
export const listenRoutes: AudienceRoutes = {
  public: [{ path: "/listen/:token", handlers: { get: getSharedSong } }],
};
