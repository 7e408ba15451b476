import type { Capability } from "../platform/capability";
import { keep, nobody, notCopied } from "../platform/dataMap";
import { businessRoutes } from "./routes";

/**
 * The business capability's public entry: the one owner of `businessDays/*`, the admins' picture
 * of the business per day, moved by the order lifecycle's writer in the transactions of its events.
 */
export { BUSINESS_DAY_SHARDS, businessDays, renameBusinessDayReleases, type BusinessDayWriter } from "./businessDays";

/** The business capability, as `functions/src/capabilities.ts` lists it. */
export const businessCapability = {
  name: "business",
  routes: businessRoutes,
  collections: [
    {
      path: "businessDays",
      holds: "the business's counts and sums of one UTC day (sharded)",
      person: nobody,
      retention: "kept: the business at a glance over time",
      erasure: keep("counts and sums per day; nothing about a person"),
      copy: notCopied("counts per day, nobody's data"),
    },
  ],
} satisfies Capability;
