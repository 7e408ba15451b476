import type { AudienceRoutes } from "../platform/routeTable";
import { exportStudioEarnings } from "./exportStudioEarnings";
import { getStudioEarnings } from "./getStudioEarnings";

/** An artist's earnings in the studio, on screen and as CSV. */
export const earningsRoutes: AudienceRoutes = {
  studio: [
    { path: "/studio/earnings", handlers: { get: getStudioEarnings } },
    { path: "/studio/earnings.csv", handlers: { get: exportStudioEarnings } },
  ],
};
