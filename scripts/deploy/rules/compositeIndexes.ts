import { APP_QUERIES, hasIndexFor, type IndexFile } from "../../../functions/src/adapters/firestore/appQueries";
import type { DeployRule } from "../deployRule";
import { readFirebaseJson, readJson } from "../repoFiles";

/** Every query in the app's list has its composite index in the deployed index file. */
export const compositeIndexesRule: DeployRule = {
  name: "composite indexes",
  check(root) {
    const indexesFile = readFirebaseJson(root).firestore?.indexes;
    if (!indexesFile) return ["firebase.json declares no firestore.indexes file"];
    const file = readJson<IndexFile>(root, indexesFile);
    return APP_QUERIES.filter((query) => !hasIndexFor(file, query)).map(
      (query) =>
        `${indexesFile} has no composite index for ${query.where} (${query.collection}: ${query.equals.join(", ")} then ${query.orderBy.field} ${query.orderBy.direction}): the query would fail in production`,
    );
  },
};
