import type { RouteTable } from "../http/routeTable";
import { getSharedSong } from "./getSharedSong";

/** The private listening link's page. */
export const listenRoutes: RouteTable = [{ path: "/listen/:token", handlers: { get: getSharedSong } }];
