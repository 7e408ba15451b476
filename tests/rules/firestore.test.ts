import { readFileSync } from "node:fs";
import path from "node:path";
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  type Query,
} from "firebase/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ID_SEGMENT, scanServerCollections } from "../../scripts/rules/firestoreCollections";
import { RULES_PROJECT_ID } from "../../scripts/rules/rulesProject";
import { REPO_ROOT } from "../../scripts/stack/repoRoot";
import { FIRESTORE_TARGETS, type Ownership } from "./firestoreTargets";

/**
 * firestore.rules denies every client read and write: the browser reaches data only through the
 * API, whose Admin SDK bypasses the rules. Checked for every collection the server's code names,
 * on documents that exist, as a visitor, a signed-in customer, the document's owner and an admin.
 */
const OWNER = { uid: "owner-1", email: "owner@example.com" };
const CUSTOMER = { uid: "customer-1", email: "customer@example.com" };
/** The token an admin's requests carry after the TOTP second factor (functions/src/http/adminAccess.ts). */
const ADMIN_SIGN_IN = { sign_in_provider: "password", sign_in_second_factor: "totp" } as const;
const SEEDED_ID = "seeded";

type RulesFirestore = ReturnType<RulesTestContext["firestore"]>;

let env: RulesTestEnvironment;

const targets = Object.entries(FIRESTORE_TARGETS);

function ownership(collectionPath: string): Ownership {
  return FIRESTORE_TARGETS[collectionPath] ?? { kind: "none" };
}

/** The seeded document's id in a collection: the owner's uid where the id is the owner. */
function seededId(collectionPath: string): string {
  return ownership(collectionPath).kind === "documentId" ? OWNER.uid : SEEDED_ID;
}

/** `orders/{id}/refunds` → `orders/seeded/refunds`: the collection under the seeded parents. */
function concreteCollection(collectionPath: string): string {
  const segments = collectionPath.split("/");
  return segments
    .map((segment, index) => (segment === ID_SEGMENT ? seededId(segments.slice(0, index).join("/")) : segment))
    .join("/");
}

/** The fields that make the owner own a document. */
function ownerFields(owned: Ownership): Record<string, string> {
  return owned.kind === "field" ? { [owned.field]: owned.holds === "uid" ? OWNER.uid : OWNER.email } : {};
}

/** The list query the owner would run for "my documents". */
function ownersQuery(db: RulesFirestore, collectionPath: string): Query {
  const owned = ownership(collectionPath);
  const all = collection(db, concreteCollection(collectionPath));
  if (owned.kind === "documentId") return query(all, where(documentId(), "==", OWNER.uid));
  if (owned.kind === "field") return query(all, where(owned.field, "==", ownerFields(owned)[owned.field]));
  return all;
}

beforeAll(async () => {
  // Each denial is also logged as a warning by the SDK; the assertions already say what matters.
  setLogLevel("error");
  env = await initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { rules: readFileSync(path.join(REPO_ROOT, "firestore.rules"), "utf8") },
  });
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const [collectionPath, owned] of targets) {
      await setDoc(doc(db, concreteCollection(collectionPath), seededId(collectionPath)), {
        seeded: true,
        ...ownerFields(owned),
      });
    }
  });
});

afterAll(async () => {
  await env?.cleanup();
});

it("has a test entry for exactly the collections and subcollections the server's code names", () => {
  const scan = scanServerCollections(REPO_ROOT);
  expect(scan.unresolved).toEqual([]);
  expect(targets.map(([collectionPath]) => collectionPath).sort()).toEqual(scan.paths);
}, 120_000);

it("reads and writes against seeded documents", async () => {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const [collectionPath] of targets) {
      const snapshot = await getDoc(doc(db, concreteCollection(collectionPath), seededId(collectionPath)));
      expect(snapshot.exists(), collectionPath).toBe(true);
    }
  });
});

type Role = "a visitor" | "a signed-in customer" | "the document's owner" | "an admin with a verified second factor";

const contexts: Record<Role, () => RulesTestContext> = {
  "a visitor": () => env.unauthenticatedContext(),
  "a signed-in customer": () => env.authenticatedContext(CUSTOMER.uid, { email: CUSTOMER.email, email_verified: true }),
  "the document's owner": () => env.authenticatedContext(OWNER.uid, { email: OWNER.email, email_verified: true }),
  "an admin with a verified second factor": () =>
    env.authenticatedContext("admin-1", {
      email: "admin@example.com",
      email_verified: true,
      admin: true,
      firebase: ADMIN_SIGN_IN,
    }),
};

function rolesFor(owned: Ownership): Role[] {
  const roles = Object.keys(contexts) as Role[];
  return owned.kind === "none" ? roles.filter((role) => role !== "the document's owner") : roles;
}

describe.each(targets)("Firestore %s", (collectionPath, owned) => {
  it.each(rolesFor(owned))("denies %s every get, list, create, update and delete", async (role) => {
    const db = contexts[role]().firestore();
    const seeded = doc(db, concreteCollection(collectionPath), seededId(collectionPath));
    await assertFails(getDoc(seeded));
    await assertFails(getDocs(ownersQuery(db, collectionPath)));
    await assertFails(getDocs(collection(db, concreteCollection(collectionPath))));
    await assertFails(
      setDoc(doc(db, concreteCollection(collectionPath), "created-by-client"), {
        ...ownerFields(owned),
        created: true,
      }),
    );
    await assertFails(setDoc(seeded, { ...ownerFields(owned), replaced: true }));
    await assertFails(updateDoc(seeded, { updated: true }));
    await assertFails(deleteDoc(seeded));
  });
});
