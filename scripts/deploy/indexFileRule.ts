import type { DeployRule } from "./deployRule";
import type { IndexFile } from "./firestoreQueries";
import { readFirebaseJson, readJson } from "./repoFiles";

/** The index file firebase.json deploys (`firestore.indexes`): its name, and what it declares. */
export interface DeployedIndexFile {
  name: string;
  declares: IndexFile;
}

/**
 * A deploy rule about the deployed index file (its composite indexes, its TTL policies): it fails
 * at once when firebase.json names no index file, else `check` judges the file.
 */
export function indexFileRule(
  name: string,
  id: string,
  check: (root: string, indexFile: DeployedIndexFile) => string[],
): DeployRule {
  return {
    name,
    id,
    check(root) {
      const fileName = readFirebaseJson(root).firestore?.indexes;
      if (!fileName) return ["firebase.json declares no firestore.indexes file"];
      return check(root, { name: fileName, declares: readJson<IndexFile>(root, fileName) });
    },
  };
}
