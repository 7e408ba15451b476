import { defineConfig } from "vitest/config";

/**
 * Unit tests: domain, components (jsdom) and function handlers; no running stack needed. The web
 * app's files run in the vmThreads pool: one jsdom window and one copy of the packages (React,
 * Testing Library, styled-components) per worker, which were most of their time when each file
 * started its own (250 s -> 86 s alone, 300 -> 90 CPU-s); `src/test/setup.ts` gives each file fresh
 * app modules (they mock modules and keep state in module singletons), empty storage and a blank
 * document. The server side's pure modules are imported once for all its files, on worker threads.
 */
export default defineConfig({
  test: {
    pool: "threads",
    environment: "node",
    setupFiles: ["./src/test/setup.ts"],
    restoreMocks: true,
    // `npm test` runs these beside the other checks: a slow test there is a busy machine, not a hang.
    testTimeout: 20_000,
    // The web files share one jsdom window per worker: a read of IndexedDB a screen started in one
    // file can still be queued when the next file empties the device's storage and closes the
    // connection, and fake-indexeddb then aborts it. idb leaves a read's `done` promise unobserved,
    // so that abort surfaces as an unhandled rejection of no test (the read's own promise is caught
    // by the app). Only that abort is set aside; any other unhandled error still fails the run.
    onUnhandledError: (error) =>
      !(error.name === "AbortError" && /fake-indexeddb[\\/].*FDBTransaction/.test(String(error.stack ?? ""))),
    projects: [
      { test: { name: "web", include: ["src/**/*.test.{ts,tsx}"], pool: "vmThreads" } },
      {
        test: {
          name: "server",
          include: ["functions/src/**/*.test.ts", "scripts/**/*.test.{ts,mjs}", "packages/*/src/**/*.test.ts"],
          isolate: false,
        },
      },
    ],
  },
});
