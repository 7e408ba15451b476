import {
  ADD_ONS,
  isAddOnKey,
  isPackageKey,
  PACKAGES,
  OCCASIONS,
} from "@songs/domain";

/** Display names of stored ids; unknown ids show as they are. */
export const packageName = (key: string) => (isPackageKey(key) ? PACKAGES[key].name : key);
export const addOnLabel = (key: string) => (isAddOnKey(key) ? ADD_ONS[key].label : key);
export const occasionLabel = (id: string) => OCCASIONS.find((occasion) => occasion.id === id)?.label ?? id;
