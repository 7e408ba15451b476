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
  /** Delivery promise shown in the order builder. */
  builderDelivery: string;
  /** Delivery promise shown on the home pricing card (the spec keeps both readings). */
  homeCardDelivery: string;
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

/** Included with every package. */
export const PACKAGE_INCLUDES = ["Choice of genre and style", "Professional recording"] as const;

export const PACKAGES: Readonly<Record<PackageKey, SongPackage>> = {
  basic: {
    key: "basic",
    name: "Basic Song",
    priceCents: 2499,
    length: "2-3 minute song",
    builderDelivery: "5-7 days delivery",
    homeCardDelivery: "24hrs delivery",
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
    builderDelivery: "3-5 day delivery",
    homeCardDelivery: "3-5 day delivery",
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
    builderDelivery: "2-3 day express delivery",
    homeCardDelivery: "2-3 day express delivery",
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
