import { defineConfig } from "vitest/config";

/** Security-rules suite: runs under `firebase emulators:exec` (official emulators, Java 21). */
export default defineConfig({
  test: {
    include: ["tests/rules/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
