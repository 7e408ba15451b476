import type { Capability } from "../platform/capability";
import { keep, nobody, notCopied } from "../platform/dataMap";
import { stripeRoutes } from "./routes";

/**
 * The stripe capability's public entry: the catalogue as Stripe sells it (products and prices found
 * again by lookup key) and the one owner of `config/stripeCatalogue`, the seeded price ids checkout uses.
 */
export { CATALOGUE_ITEMS, CURRENCY, orderedItems, type CatalogueItem } from "./catalogueItems";
export { stripeCatalogueStore, type StoredStripeCatalogue } from "./stripeCatalogueStore";
export { ensureStripeCatalogue } from "./ensureStripeCatalogue";

/** The stripe capability, as `functions/src/capabilities.ts` lists it. */
export const stripeCapability = {
  name: "stripe",
  routes: stripeRoutes,
  collections: [
    {
      path: "config",
      holds: "the catalogue's product and price ids at Stripe (config/stripeCatalogue)",
      person: nobody,
      retention: "kept: replaced when the catalogue is seeded again",
      erasure: keep("configuration; nothing about a person"),
      copy: notCopied("configuration, nobody's data"),
    },
  ],
} satisfies Capability;
