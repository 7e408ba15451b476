import { defineConfig } from "vitest/config";
import BalancedParts from "./scripts/balancedPartsSequencer";

/**
 * API integration (tests/api) and end-to-end (tests/e2e) suites against ONE local stack on free
 * ports, started by the globalSetup; files run one after another.
 */
export default defineConfig({
  test: {
    include: ["tests/api/**/*.test.ts", "tests/e2e/**/*.test.ts"],
    globalSetup: ["./tests/support/globalSetup.ts"],
    setupFiles: ["./tests/support/afterEachFile.ts"],
    environment: "node",
    fileParallelism: false,
    // npm test's parts (--shard) are dealt by each file's measured time, not by count (scripts/testParts.ts).
    sequence: { sequencer: BalancedParts },
    // One after another in one worker that keeps its modules (firebase-admin, playwright-core, the
    // support code): each file re-importing them cost about a second. The files share no mocks.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The global teardown audits the stack's data for erased accounts (tests/support/globalSetup.ts)
    // before it stops the stack; vitest's default 10 s would cut it short.
    teardownTimeout: 120_000,
    // What a screen shows after a click or a load can take seconds on a loaded machine (the pages'
    // own waits allow 20 s, tests/support/browser.ts); a poll's default of 1 s failed there.
    expect: { poll: { timeout: 20_000 } },
  },
});
