import { DATA_MAP } from "../../functions/src/capabilities";
import type { PersonKey } from "../../functions/src/platform/dataMap";

/**
 * Every Firestore collection the server keeps, keyed by the path the collection scan
 * (scripts/rules/firestoreCollections.ts) derives from the code, with how a document names its
 * person: derived from the capabilities' declarations (the data map), so a new collection is
 * declared once, in its capability's registration. The rules suite fails when this list and the
 * scan differ.
 */
export type Ownership = PersonKey;

export const FIRESTORE_TARGETS: Record<string, Ownership> = Object.fromEntries(
  DATA_MAP.map(({ path, person }) => [path, person]),
);
