import { ADD_ONS, PACKAGES, type AddOnKey, type PackageKey } from "./catalogue";

/** Order total in integer cents: the package price plus each distinct add-on (spec §9). */
export function computeTotalCents(packageKey: PackageKey, addOns: readonly AddOnKey[]): number {
  const distinctAddOns = [...new Set(addOns)];
  return distinctAddOns.reduce((total, key) => total + ADD_ONS[key].priceCents, PACKAGES[packageKey].priceCents);
}
