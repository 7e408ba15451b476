import type { AudienceRoutes } from "../platform/routeTable";
import { exportBusinessReport } from "./exportBusinessReport";
import { getBusinessReport } from "./getBusinessReport";

/** The business at a glance: the day aggregates the orders' events keep. */
export const businessRoutes: AudienceRoutes = {
  admin: [
    { path: "/admin/business", handlers: { get: getBusinessReport } },
    { path: "/admin/business.csv", handlers: { get: exportBusinessReport } },
  ],
};
