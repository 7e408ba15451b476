import { describe, expect, it } from "vitest";
import { scanServerCollections } from "../../scripts/rules/firestoreCollections";
import { REPO_ROOT } from "../../scripts/stack/repoRoot";
import { TTL_FIELDS } from "./adapters/firestore/ttlPolicies";
import { DATA_MAP } from "./capabilities";
import { dataMapOf, stillNamingIn, type OwnedCollection } from "./platform/dataMap";

/**
 * The data map cannot drift from the code: every collection the functions and the seed name is
 * declared by one capability with its retention, erasure and copy, and every declaration names a
 * collection they keep. (The rules suite holds the scan of every script to the same map.)
 */
const scan = scanServerCollections(REPO_ROOT, ["functions/src", "scripts/seed"]);
const declared = new Map(DATA_MAP.map((collection) => [collection.path, collection]));

describe("the data map", { timeout: 60_000 }, () => {
  it("places every collection the code names", () => {
    expect(scan.unresolved).toEqual([]);
    expect(scan.paths.length).toBeGreaterThan(30);
  });

  it("declares every collection the code and the seed write, with its owner", () => {
    const undeclared = scan.paths.filter((path) => !declared.has(path));
    expect(undeclared, "collections no capability declares (add them to its registration's collections)").toEqual([]);
  });

  it("declares no collection the code does not keep", () => {
    expect([...declared.keys()].filter((path) => !scan.paths.includes(path)).sort()).toEqual([]);
  });

  it("says of each collection how long it stays, what an account's deletion does to it, and what a copy of one's data holds", () => {
    for (const { path, holds, retention, erasure, copy } of DATA_MAP) {
      expect(holds.trim(), `${path}: what it holds`).not.toBe("");
      expect(retention.words.trim(), `${path}: its retention`).not.toBe("");
      if (retention.days !== undefined) expect(retention.days, `${path}: its retention's days`).toBeGreaterThan(0);
      if (erasure.action === "keep") expect(erasure.reason.trim(), `${path}: why it is kept`).not.toBe("");
      if (erasure.action === "anonymise") expect(erasure.keeps.trim(), `${path}: what it keeps`).not.toBe("");
      if (copy.of === "nothing") expect(copy.reason.trim(), `${path}: why the copy holds nothing`).not.toBe("");
      if (copy.of === "account") expect(copy.field.trim(), `${path}: its field in the copy`).not.toBe("");
    }
  });

  it("deletes a collection alongside another of its owner's, which has an erasure step", () => {
    for (const { path, owner, erasure } of DATA_MAP) {
      if (!("alongside" in erasure)) continue;
      const with_ = declared.get(erasure.alongside);
      expect(with_?.owner, `${path} is deleted alongside ${erasure.alongside}`).toBe(owner);
      expect(with_ && "step" in with_.erasure, `${erasure.alongside} has an erasure step`).toBe(true);
    }
  });

  it("keeps naming an erased account only where its documents stay, and never by the person's email", () => {
    const naming = Object.fromEntries(
      DATA_MAP.flatMap((collection) =>
        stillNamingIn(collection).length > 0 ? [[collection.path, stillNamingIn(collection)]] : [],
      ),
    );
    // What the privacy audit allows, read from the declarations (docs/security.md §13 in words).
    expect(naming).toEqual({
      accountDeletions: ["id", "uid", "emailHash"],
      fileValidations: ["uploadedBy"],
      followUps: ["id", "orderId", "action.uid"],
      fraudAlerts: ["userId"],
      loginPairs: ["emailHash"],
      orders: ["userId"],
      paymentFailures: ["userId"],
      reviews: ["userId", "comment"],
      securityEvents: ["uid", "emailHash"],
      shares: ["userId"],
    });
    for (const { path, person, erasure } of DATA_MAP) {
      if (erasure.action === "delete") expect("naming" in erasure, `${path} is deleted`).toBe(false);
      if (person.kind === "field" && person.holds === "email")
        expect(stillNamingIn({ erasure }), `${path} keeps its person's email`).not.toContain(person.field);
    }
  });

  it("holds the collections Firestore's TTL policies delete to the retention declared for them", () => {
    const declaredTtl = Object.fromEntries(
      DATA_MAP.flatMap(({ path, retention }) => (retention.ttlField ? [[path, retention.ttlField]] : [])),
    );
    expect(declaredTtl).toEqual(TTL_FIELDS);
  });

  it("gives each field of the copy one collection", () => {
    const fields = DATA_MAP.flatMap(({ copy }) => (copy.of === "nothing" ? [] : [`${copy.of} ${copy.field ?? ""}`]));
    expect(new Set(fields).size).toBe(fields.length);
  });

  it("refuses a collection two capabilities declare", () => {
    const users: OwnedCollection = {
      path: "users",
      holds: "a profile",
      person: { kind: "documentId" },
      retention: { words: "until the account is deleted" },
      erasure: { action: "keep", reason: "an example", naming: [] },
      copy: { of: "nothing", reason: "an example" },
    };
    expect(() =>
      dataMapOf([
        { name: "account", collections: [users] },
        { name: "profiles", collections: [users] },
      ]),
    ).toThrow("The collection users is declared by account and profiles");
  });
});
