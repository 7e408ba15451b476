import type { RouteTable } from "../http/routeTable";
import { exportStudioEarnings } from "./exportStudioEarnings";
import { getStudioEarnings } from "./getStudioEarnings";

/** An artist's earnings in the studio, on screen and as CSV. */
export const earningsRoutes: RouteTable = [
  { path: "/studio/earnings", handlers: { get: getStudioEarnings } },
  { path: "/studio/earnings.csv", handlers: { get: exportStudioEarnings } },
];
