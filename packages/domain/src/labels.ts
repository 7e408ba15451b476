/**
 * The words a person sees for every stored option id. Screens show these, never the ids
 * ("rock" is "Rock", "extra-verse" is "Extra verse"); an unknown id (older data) shows as it is.
 */
import { ADD_ONS, PACKAGES, isAddOnKey, isPackageKey } from "./catalogue";
import { BUILDER_GENRES, OCCASIONS, labelOf, type CheckoutGenreId, type Option } from "./options";

/** Every genre an order can carry: the builder's, plus the three only the checkout accepts. */
export const CHECKOUT_GENRES: readonly Option<CheckoutGenreId>[] = [
  ...BUILDER_GENRES,
  { id: "indie", label: "Indie" },
  { id: "folk", label: "Folk" },
  { id: "christian", label: "Christian" },
];

export function occasionLabel(id: string): string {
  return labelOf(OCCASIONS, id);
}

export function genreLabel(id: string): string {
  return labelOf(CHECKOUT_GENRES, id);
}

export function packageLabel(key: string): string {
  return isPackageKey(key) ? PACKAGES[key].name : key;
}

export function addOnLabel(key: string): string {
  return isAddOnKey(key) ? ADD_ONS[key].label : key;
}
