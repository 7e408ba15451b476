import type { Capability } from "../platform/capability";
import { businessRoutes } from "./routes";

/**
 * The business capability's public entry: the one owner of `businessDays/*`, the admins' picture
 * of the business per day, moved by the order lifecycle's writer in the transactions of its events.
 */
export { BUSINESS_DAY_SHARDS, businessDays, type BusinessDayWriter } from "./businessDays";

/** The business capability, as `functions/src/capabilities.ts` lists it. */
export const businessCapability = {
  name: "business",
  routes: businessRoutes,
} satisfies Capability;
