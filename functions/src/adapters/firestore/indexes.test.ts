import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { APP_QUERIES, hasIndexFor, type IndexFile } from "./appQueries";

const file = JSON.parse(readFileSync(path.resolve(__dirname, "../../../../firestore.indexes.json"), "utf8")) as IndexFile;

describe("firestore.indexes.json", () => {
  it.each(APP_QUERIES)("declares the composite index of $where", (query) => {
    expect(hasIndexFor(file, query)).toBe(true);
  });

  it("declares no index that no query uses", () => {
    const used = file.indexes.filter((index) =>
      APP_QUERIES.some((query) => query.collection === index.collectionGroup && index.fields.at(-1)?.fieldPath === query.orderBy.field && index.fields.length === query.equals.length + 1 && query.equals.every((f) => index.fields.some((x) => x.fieldPath === f))),
    );
    expect(used).toHaveLength(file.indexes.length);
  });
});
