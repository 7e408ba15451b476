import type { Capability } from "../platform/capability";
import { siteRoutes } from "./routes";

/** The site capability, as `functions/src/capabilities.ts` lists it. */
export const siteCapability = {
  name: "site",
  routes: siteRoutes,
} satisfies Capability;
