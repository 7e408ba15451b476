import { defineConfig } from "vitest/config";

/**
 * Unit tests: domain, components (jsdom) and function handlers; no running stack needed. Worker
 * threads, cheaper to start than processes. The web app's files each get fresh modules (they mock
 * modules and keep state in module singletons: the Firebase app, the offline stores); the server
 * side's pure modules are imported once for all its files, which was most of their time.
 */
export default defineConfig({
  esbuild: { jsx: "automatic" },
  test: {
    pool: "threads",
    environment: "node",
    setupFiles: ["./src/test/setup.ts"],
    restoreMocks: true,
    // `npm test` runs these beside the other checks: a slow test there is a busy machine, not a hang.
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: "web", include: ["src/**/*.test.{ts,tsx}"] } },
      {
        extends: true,
        test: { name: "server", include: ["functions/src/**/*.test.ts", "scripts/**/*.test.{ts,mjs}", "packages/*/src/**/*.test.ts"], isolate: false },
      },
    ],
  },
});
