import { readFileSync } from "node:fs";
import path from "node:path";
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import { deleteObject, getBytes, ref, uploadString } from "firebase/storage";
import { afterAll, beforeAll, describe, it } from "vitest";
import { RULES_PROJECT_ID } from "../../scripts/rules/rulesProject";
import { REPO_ROOT } from "../../scripts/stack/repoRoot";

/**
 * storage.rules denies every client read and write: files move only through signed URLs the API
 * issues. Needs the Storage emulator (firebase-tools on Java 21), which sets
 * FIREBASE_STORAGE_EMULATOR_HOST: without it every test here fails, saying so. `npm run test:rules`
 * runs this file only with the emulator, and otherwise fails unless told STORAGE_RULES=not-checked.
 */
const STORAGE_PATHS = [
  "artists/maya-rivers.svg",
  "samples/sample-first-dance.wav",
  "songs/order-1/song.mp3",
  "uploads/anything.bin",
  "artist-photo-uploads/anything.svg",
];

describe("Storage", () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    if (!process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
      throw new Error(
        "The Storage emulator is not running (it needs Java 21 and firebase-tools): the Storage rules cannot be tested here",
      );
    }
    env = await initializeTestEnvironment({
      projectId: RULES_PROJECT_ID,
      storage: { rules: readFileSync(path.join(REPO_ROOT, "storage.rules"), "utf8") },
    });
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  const visitors: [string, () => RulesTestContext][] = [
    ["a visitor", () => env.unauthenticatedContext()],
    [
      "a signed-in customer",
      () => env.authenticatedContext("customer-1", { email: "c@example.com", email_verified: true }),
    ],
    ["an admin", () => env.authenticatedContext("admin-1", { admin: true, email_verified: true })],
  ];

  describe.each(visitors)("denies %s", (_who, context) => {
    it.each(STORAGE_PATHS)("every read and write of %s", async (objectPath) => {
      const storage = context().storage();
      await assertFails(getBytes(ref(storage, objectPath)));
      await assertFails(uploadString(ref(storage, objectPath), "bytes"));
      await assertFails(deleteObject(ref(storage, objectPath)));
    });
  });
});
