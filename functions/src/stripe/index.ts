import type { Capability } from "../platform/capability";
import { stripeRoutes } from "./routes";

/**
 * The stripe capability's public entry: the catalogue as Stripe sells it (products and prices found
 * again by lookup key) and the one owner of `config/stripeCatalogue`, the seeded price ids checkout uses.
 */
export { CATALOGUE_ITEMS, CURRENCY, orderedItems, type CatalogueItem } from "./catalogueItems";
export { ensureStripeCatalogue } from "./ensureStripeCatalogue";
export { stripeCatalogueStore, type StoredStripeCatalogue } from "./stripeCatalogueStore";

/** The stripe capability, as `functions/src/capabilities.ts` lists it. */
export const stripeCapability = {
  name: "stripe",
  routes: stripeRoutes,
} satisfies Capability;
