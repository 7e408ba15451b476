import type { RouteTable } from "../http/routeTable";
import { getMedia } from "./getMedia";

/** Stored files served by their path below the bucket. */
export const mediaRoutes: RouteTable = [{ path: "/media/:bucket/*path", handlers: { get: getMedia } }];
