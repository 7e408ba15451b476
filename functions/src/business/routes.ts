import type { RouteTable } from "../http/routeTable";
import { exportBusinessReport } from "./exportBusinessReport";
import { getBusinessReport } from "./getBusinessReport";

/** The business at a glance. */
export const businessRoutes: RouteTable = [
  // The business at a glance: the day aggregates the orders' events keep.
  { path: "/admin/business", handlers: { get: getBusinessReport } },
  { path: "/admin/business.csv", handlers: { get: exportBusinessReport } },
];
