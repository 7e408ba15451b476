/** Currencies whose amounts Stripe counts in whole units (no cents). */
export const ZERO_DECIMAL = new Set([
  "bif",
  "clp",
  "djf",
  "gnf",
  "jpy",
  "kmf",
  "krw",
  "mga",
  "pyg",
  "rwf",
  "ugx",
  "vnd",
  "vuv",
  "xaf",
  "xof",
  "xpf",
]);

/** An amount as Stripe's error messages write it: `$12.50` (cents shown as dollars). */
export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
