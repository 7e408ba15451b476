import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { scanCollections, sourceFiles } from "./firestoreCollections";

/** Just enough of firebase-admin's shapes for the checker to recognise the database handle. */
const FIRESTORE_TYPES = `
export declare class Firestore { collection(path: string): CollectionReference; doc(path: string): DocumentReference; collectionGroup(id: string): CollectionReference; }
export declare class CollectionReference { doc(id?: string): DocumentReference; add(data: object): Promise<DocumentReference>; }
export declare class DocumentReference { collection(path: string): CollectionReference; }
`;

let dir = "";

function scan(files: Record<string, string>) {
  dir = mkdtempSync(path.join(tmpdir(), "collections-"));
  for (const [name, text] of Object.entries({ "firestore.ts": FIRESTORE_TYPES, ...files }))
    writeFileSync(path.join(dir, name), text);
  return scanCollections(sourceFiles(dir), { strict: true });
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("scanCollections", () => {
  it("finds top-level collections named by literals, constants and database document paths", () => {
    const result = scan({
      "names.ts": `export const LOGIN_PAIRS = "loginPairs";`,
      "repo.ts": `
        import type { Firestore } from "./firestore";
        import { LOGIN_PAIRS } from "./names";
        const SECURITY_EVENTS = "securityEvents";
        export function use(db: Firestore) {
          db.collection("users").doc("u1");
          db.collection(LOGIN_PAIRS);
          db.collection(SECURITY_EVENTS);
          db.doc("config/stripeCatalogue");
          db.collection("users");
        }`,
    });
    expect(result).toEqual({ paths: ["config", "loginPairs", "securityEvents", "users"], unresolved: [] });
  });

  it("derives subcollection paths through the variables and helpers that hold their parents", () => {
    const result = scan({
      "orders.ts": `
        import type { Firestore } from "./firestore";
        export function orders(db: Firestore) {
          const collection = db.collection("orders");
          const revisionsOf = (orderId: string) => collection.doc(orderId).collection("revisions");
          const orderRef = collection.doc("order-1");
          orderRef.collection("statusHistory").add({});
          db.doc("artists/maya/approvedReviews/r1");
          return revisionsOf;
        }`,
    });
    expect(result.paths).toEqual([
      "artists",
      "artists/{id}/approvedReviews",
      "orders",
      "orders/{id}/revisions",
      "orders/{id}/statusHistory",
    ]);
    expect(result.unresolved).toEqual([]);
  });

  it("takes a collection group query as reading the collections of its name the code names elsewhere", () => {
    const result = scan({
      "history.ts": `
        import type { Firestore } from "./firestore";
        const HISTORY = "history";
        export function history(db: Firestore) {
          db.collection("orders").doc("o1").collection(HISTORY).add({});
          db.collectionGroup(HISTORY);
        }`,
    });
    expect(result).toEqual({ paths: ["orders", "orders/{id}/history"], unresolved: [] });
  });

  it("lists a collection group query of a collection named nowhere else, or of a name it cannot work out", () => {
    const result = scan({
      "groups.ts": `
        import type { Firestore } from "./firestore";
        export function groups(db: Firestore, name: string) {
          db.collection("orders");
          db.collectionGroup("revisions");
          db.collectionGroup(name);
        }`,
    });
    expect(result.paths).toEqual(["orders"]);
    expect(result.unresolved).toEqual([
      expect.stringMatching(/groups\.ts:6: the collection group's name is not a string constant$/),
      expect.stringMatching(
        /groups\.ts:5: a collection group query of 'revisions', a collection the code names nowhere else: its paths are unknown$/,
      ),
    ]);
  });

  it("lists, with file and line, the calls whose parent or name it cannot work out", () => {
    const result = scan({
      "history.ts": `
        import type { DocumentReference, Firestore } from "./firestore";
        export function history(db: Firestore, snapshot: { ref: DocumentReference }, name: string) {
          snapshot.ref.collection("history");
          db.collection(name);
          db.doc(name);
        }`,
    });
    expect(result.paths).toEqual([]);
    expect(result.unresolved).toEqual([
      expect.stringMatching(/history\.ts:4: cannot tell which collection or document 'snapshot\.ref' is$/),
      expect.stringMatching(/history\.ts:5: the collection name is not a string constant$/),
      expect.stringMatching(/history\.ts:6: the document path is not a string constant$/),
    ]);
  });
});
