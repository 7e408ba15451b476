import { defineConfig } from "vitest/config";

/**
 * Security-rules suite (tests/rules), started by `npm run test:rules` once an official Firestore
 * emulator is up (FIRESTORE_EMULATOR_HOST, or `firebase emulators:exec`).
 */
export default defineConfig({
  test: {
    include: ["tests/rules/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
