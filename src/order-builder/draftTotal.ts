import { isAddOnKey, isPackageKey, computeTotalCents, type OrderDraft } from "@songs/domain";

/** The draft's total in cents as the checkout will charge it, or null until a package is chosen. */
export function draftTotalCents(draft: OrderDraft): number | null {
  if (!isPackageKey(draft.package)) return null;
  return computeTotalCents(draft.package, draft.addOns.filter(isAddOnKey));
}
