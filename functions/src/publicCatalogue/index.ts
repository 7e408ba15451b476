import type { Capability } from "../platform/capability";
import { publicCatalogueRoutes } from "./routes";

/**
 * The public catalogue as visitors see it, in one place: its API endpoints (packages, artists, a
 * profile, samples, reviews) and the reads they and the pages rendered on request share.
 */
export { publicReads } from "./publicReads";

/** The publicCatalogue capability, as `functions/src/capabilities.ts` lists it. */
export const publicCatalogueCapability = {
  name: "publicCatalogue",
  routes: publicCatalogueRoutes,
} satisfies Capability;
