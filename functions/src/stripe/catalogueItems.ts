import { ADD_ON_LIST, ADD_ONS, PACKAGE_LIST, PACKAGES, type AddOnKey, type PackageKey } from "@songs/domain";

/** One thing a customer can buy, as Stripe sells it: a product with one price in cents. */
export interface CatalogueItem {
  group: "packages" | "addOns";
  key: PackageKey | AddOnKey;
  name: string;
  priceCents: number;
  /** Stripe's `lookup_key` of the price, so seeding finds what it created before. */
  lookupKey: string;
}

export const CURRENCY = "usd";

const packageItem = (key: PackageKey): CatalogueItem => ({
  group: "packages",
  key,
  name: PACKAGES[key].name,
  priceCents: PACKAGES[key].priceCents,
  lookupKey: `songs_package_${key}`,
});

const addOnItem = (key: AddOnKey): CatalogueItem => ({
  group: "addOns",
  key,
  name: ADD_ONS[key].label,
  priceCents: ADD_ONS[key].priceCents,
  lookupKey: `songs_addon_${key.replace(/-/g, "_")}`,
});

/** Every package and add-on, in catalogue order. */
export const CATALOGUE_ITEMS: readonly CatalogueItem[] = [
  ...PACKAGE_LIST.map((item) => packageItem(item.key)),
  ...ADD_ON_LIST.map((item) => addOnItem(item.key)),
];

/** What an order is charged for: its package, then each distinct add-on. */
export function orderedItems(order: { package: PackageKey; addOns: readonly AddOnKey[] }): CatalogueItem[] {
  return [packageItem(order.package), ...[...new Set(order.addOns)].map(addOnItem)];
}
