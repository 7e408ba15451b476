import { readFileSync } from "node:fs";
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import { collection, doc, getDoc, getDocs, setDoc, deleteDoc, updateDoc } from "firebase/firestore";
import { deleteObject, getBytes, ref, uploadString } from "firebase/storage";
import { afterAll, beforeAll, describe, it } from "vitest";

/**
 * Every client read and write is denied: the browser reaches data only through the API.
 * Collections and storage paths the app uses (add new ones here).
 */
const COLLECTIONS = [
  "artists",
  "samples",
  "reviews",
  "users",
  "orders",
  "downloads",
  "mail",
  "contactMessages",
  "securityEvents",
  "loginAttempts",
  "signIns",
  "fraudAlerts",
  "fileValidations",
  "mfaEnrollments",
  "rateLimits",
];
const STORAGE_PATHS = ["artists/maya-rivers.svg", "samples/sample-first-dance.wav", "songs/order-1/song.mp3", "uploads/anything.bin", "artist-photo-uploads/anything.svg"];

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: "demo-songs",
    firestore: { rules: readFileSync("firestore.rules", "utf8") },
    storage: { rules: readFileSync("storage.rules", "utf8") },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

const visitors: [string, () => RulesTestContext][] = [
  ["a visitor", () => env.unauthenticatedContext()],
  ["a signed-in customer", () => env.authenticatedContext("customer-1", { email: "c@example.com", email_verified: true })],
  ["an admin", () => env.authenticatedContext("admin-1", { admin: true, email_verified: true })],
];

describe.each(visitors)("Firestore denies %s", (_who, context) => {
  it.each(COLLECTIONS)("every read and write of %s", async (name) => {
    const db = context().firestore();
    await assertFails(getDoc(doc(db, name, "customer-1")));
    await assertFails(getDocs(collection(db, name)));
    await assertFails(setDoc(doc(db, name, "customer-1"), { any: "value" }));
    await assertFails(updateDoc(doc(db, name, "customer-1"), { any: "value" }));
    await assertFails(deleteDoc(doc(db, name, "customer-1")));
  });
});

describe.each(visitors)("Storage denies %s", (_who, context) => {
  it.each(STORAGE_PATHS)("every read and write of %s", async (path) => {
    const storage = context().storage();
    await assertFails(getBytes(ref(storage, path)));
    await assertFails(uploadString(ref(storage, path), "bytes"));
    await assertFails(deleteObject(ref(storage, path)));
  });
});
