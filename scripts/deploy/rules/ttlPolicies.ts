import { TTL_FIELDS } from "../../../functions/src/adapters/firestore/ttlPolicies";
import { indexFileRule } from "../indexFileRule";

/**
 * Every collection the code deletes by time (TTL_FIELDS) has its TTL policy on that field in the
 * deployed index file, and the file has no TTL policy the code does not know of.
 */
export const ttlPoliciesRule = indexFileRule("TTL policies", "ttl", (_root, { name: indexesFile, declares }) => {
  const overrides = (declares.fieldOverrides ?? []).filter((override) => override.ttl);
  const problems: string[] = [];
  for (const [collection, field] of Object.entries(TTL_FIELDS)) {
    if (!overrides.some((override) => override.collectionGroup === collection && override.fieldPath === field)) {
      problems.push(`${indexesFile} has no TTL policy on ${collection}.${field}: its documents would be kept forever`);
    }
  }
  for (const override of overrides) {
    if ((TTL_FIELDS as Record<string, string>)[override.collectionGroup] !== override.fieldPath) {
      problems.push(
        `${indexesFile} has a TTL policy on ${override.collectionGroup}.${override.fieldPath}, which functions/src/adapters/firestore/ttlPolicies.ts does not list`,
      );
    }
  }
  return problems;
});
