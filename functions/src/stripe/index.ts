/**
 * The stripe capability's public entry: the catalogue as Stripe sells it (products and prices found
 * again by lookup key) and the one owner of `config/stripeCatalog`, the seeded price ids checkout uses.
 */
export { CATALOG_ITEMS, CURRENCY, orderedItems, type CatalogItem } from "./catalogItems";
export { ensureStripeCatalog } from "./ensureStripeCatalog";
export { stripeCatalogStore, type StoredStripeCatalog } from "./stripeCatalogStore";
