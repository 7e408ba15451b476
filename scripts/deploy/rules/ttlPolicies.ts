import { TTL_FIELDS } from "../../../functions/src/adapters/firestore/ttlPolicies";
import type { DeployRule } from "../deployRule";
import type { IndexFile } from "../firestoreQueries";
import { readFirebaseJson, readJson } from "../repoFiles";

/**
 * Every collection the code deletes by time (TTL_FIELDS) has its TTL policy on that field in the
 * deployed index file, and the file has no TTL policy the code does not know of.
 */
export const ttlPoliciesRule: DeployRule = {
  name: "TTL policies",
  id: "ttl",
  check(root) {
    const indexesFile = readFirebaseJson(root).firestore?.indexes;
    if (!indexesFile) return ["firebase.json declares no firestore.indexes file"];
    const overrides = (readJson<IndexFile>(root, indexesFile).fieldOverrides ?? []).filter((override) => override.ttl);
    const problems: string[] = [];
    for (const [collection, field] of Object.entries(TTL_FIELDS)) {
      if (!overrides.some((override) => override.collectionGroup === collection && override.fieldPath === field)) {
        problems.push(`${indexesFile} has no TTL policy on ${collection}.${field}: its documents would be kept forever`);
      }
    }
    for (const override of overrides) {
      if ((TTL_FIELDS as Record<string, string>)[override.collectionGroup] !== override.fieldPath) {
        problems.push(`${indexesFile} has a TTL policy on ${override.collectionGroup}.${override.fieldPath}, which functions/src/adapters/firestore/ttlPolicies.ts does not list`);
      }
    }
    return problems;
  },
};
