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
