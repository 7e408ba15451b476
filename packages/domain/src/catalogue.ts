/** Packages and add-ons of the marketplace, with prices in integer cents (spec §3, §9). */

/** The currency of every price (ISO 4217); prices are in its cents. */
export const PRICE_CURRENCY = "USD";

export const PACKAGE_KEYS = ["basic", "premium", "deluxe"] as const;
export type PackageKey = (typeof PACKAGE_KEYS)[number];

export interface SongPackage {
  key: PackageKey;
  name: string;
  priceCents: number;
  /** Song length as sold, e.g. "2-3 minute song". */
  length: string;
  /**
   * Days from payment to delivery: the studio's due date (`dueDate` in studio.ts) and, as
   * `delivery`, the one promise every page, the FAQ, the builder and the emails make.
   */
  deliveryDays: number;
  /** The delivery promise, said the same way everywhere: "Delivery within 7 days". */
  delivery: string;
  /** Feature lines of the home pricing card, after length and delivery. */
  features: readonly string[];
  isMostPopular: boolean;
  /**
   * Revisions included in total; null for unlimited. Every package has at most one open revision
   * at a time, so "unlimited" means one after another (a departure: Basic includes one).
   */
  includedRevisions: number | null;
  /** Whether the package ships something physical (a CD), so needs a postal address. */
  hasPhysicalItem: boolean;
}

/** The words of a delivery promise of `days` days from payment. */
function deliveryWithin(days: number): string {
  return `Delivery within ${days} days`;
}

/**
 * Rush Delivery's promise in hours from payment, the slow end of its name's "24-48 hours" (the
 * studio's due date with Rush, `RUSH_DELIVERY_DAYS` in studio.ts).
 */
export const RUSH_DELIVERY_HOURS = 48;

/** Included with every package. */
export const PACKAGE_INCLUDES = ["Choice of genre and style", "Professional recording"] as const;

export const PACKAGES: Readonly<Record<PackageKey, SongPackage>> = {
  basic: {
    key: "basic",
    name: "Basic Song",
    priceCents: 2499,
    length: "2-3 minute song",
    deliveryDays: 7,
    delivery: deliveryWithin(7),
    features: ["1 revision included"],
    isMostPopular: false,
    includedRevisions: 1,
    hasPhysicalItem: false,
  },
  premium: {
    key: "premium",
    name: "Premium Song",
    priceCents: 4999,
    length: "3-4 minute song",
    deliveryDays: 5,
    delivery: deliveryWithin(5),
    features: ["Unlimited revisions"],
    isMostPopular: true,
    includedRevisions: null,
    hasPhysicalItem: false,
  },
  deluxe: {
    key: "deluxe",
    name: "Deluxe Package",
    priceCents: 12900,
    length: "4-5 minute song",
    deliveryDays: 3,
    delivery: deliveryWithin(3),
    features: ["Digital download + CD", "Unlimited revisions", "Priority support"],
    isMostPopular: false,
    includedRevisions: null,
    hasPhysicalItem: true,
  },
};

export const ADD_ON_KEYS = ["rush", "extra-verse", "instrumental", "lyrics-print"] as const;
export type AddOnKey = (typeof ADD_ON_KEYS)[number];

export interface AddOn {
  key: AddOnKey;
  label: string;
  priceCents: number;
  hasPhysicalItem: boolean;
}

export const ADD_ONS: Readonly<Record<AddOnKey, AddOn>> = {
  rush: { key: "rush", label: "Rush Delivery, 24-48 hours", priceCents: 2500, hasPhysicalItem: false },
  "extra-verse": { key: "extra-verse", label: "Extra verse", priceCents: 1500, hasPhysicalItem: false },
  instrumental: {
    key: "instrumental",
    label: "Instrumental Version",
    priceCents: 1000,
    hasPhysicalItem: false,
  },
  "lyrics-print": {
    key: "lyrics-print",
    label: "Framed Lyrics Print",
    priceCents: 2500,
    hasPhysicalItem: true,
  },
};

export const PACKAGE_LIST: readonly SongPackage[] = PACKAGE_KEYS.map((key) => PACKAGES[key]);
export const ADD_ON_LIST: readonly AddOn[] = ADD_ON_KEYS.map((key) => ADD_ONS[key]);

export function isPackageKey(value: string): value is PackageKey {
  return (PACKAGE_KEYS as readonly string[]).includes(value);
}

export function isAddOnKey(value: string): value is AddOnKey {
  return (ADD_ON_KEYS as readonly string[]).includes(value);
}

/** The promise for an order: Rush Delivery's when bought, else its package's. */
export function deliveryPromise(packageKey: PackageKey, addOns: readonly string[]): string {
  return addOns.includes("rush") ? `Delivery within ${RUSH_DELIVERY_HOURS} hours` : PACKAGES[packageKey].delivery;
}

/**
 * The range of the packages' promises, for copy that speaks of all of them ("within 3-7 days"):
 * the fastest and the slowest package.
 */
export const DELIVERY_RANGE_DAYS = (() => {
  const days = PACKAGE_KEYS.map((key) => PACKAGES[key].deliveryDays);
  return `${Math.min(...days)}-${Math.max(...days)} days`;
})();
