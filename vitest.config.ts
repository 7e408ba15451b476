import { defineConfig } from "vitest/config";

/** Unit tests: domain, components (jsdom) and function handlers; no running stack needed. */
export default defineConfig({
  esbuild: { jsx: "automatic" },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "functions/src/**/*.test.ts", "scripts/**/*.test.{ts,mjs}", "packages/*/src/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./src/test/setup.ts"],
    restoreMocks: true,
  },
});
