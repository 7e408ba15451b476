import path from "node:path";
import { describeIndex, indexServes, readFirestoreQueries, requiredIndex, type NeededIndex } from "../firestoreQueries";
import { indexFileRule } from "../indexFileRule";
import { functionsSource } from "../repoFiles";

/**
 * Every query the functions' code makes has its composite index in the deployed index file, and
 * the file declares no index that no query needs. The queries are read from the code
 * (firestoreQueries.ts), so a new query is checked the day it is written.
 */
export const compositeIndexesRule = indexFileRule(
  "composite indexes of the code's queries",
  "indexes",
  (root, { name: indexesFile, declares: { indexes: declared } }) => {
    const { queries, unreadable } = readFirestoreQueries(path.join(root, functionsSource(root), "src"));
    const needed = new Map<string, { index: NeededIndex; at: string }>();
    for (const query of queries) {
      const index = requiredIndex(query);
      if (index && !needed.has(describeIndex(index.index)))
        needed.set(describeIndex(index.index), { index, at: query.at });
    }
    const problems = unreadable.map(
      (where) => `cannot read the query at ${where}: its index need is unknown (use string literals)`,
    );
    for (const [description, { index, at }] of needed) {
      if (!declared.some((candidate) => indexServes(candidate, index))) {
        problems.push(
          `${indexesFile} has no composite index ${description}, which the query at ${at} needs: it would fail in production`,
        );
      }
    }
    for (const index of declared) {
      if (![...needed.values()].some(({ index: need }) => indexServes(index, need))) {
        problems.push(`${indexesFile} declares ${describeIndex(index)}, which no query of the code needs: remove it`);
      }
    }
    return problems;
  },
);
