import { describe, expect, it } from "vitest";
import { fileTimesOf, timeSummary } from "./testTimes";

const vitestOutput = [
  "\u001b[1m RUN \u001b[22m v4.1.12 /work/main",
  " \u001b[32m✓\u001b[39m \u001b[30m\u001b[42m server \u001b[49m\u001b[39m packages/domain/src/lifecycle/decide.test.ts \u001b[2m(\u001b[22m\u001b[2m331 tests\u001b[22m\u001b[2m)\u001b[22m\u001b[32m 54\u001b[2mms\u001b[22m\u001b[39m",
  " ✓ tests/e2e/gifts.test.ts (6 tests) 41.3s",
  " ❯ tests/api/orders.test.ts (12 tests | 1 failed) 3021ms",
  "   ✓ refuses a second review 12ms",
  " Test Files  2 passed (2)",
].join("\n");

describe("test times", () => {
  it("reads each test file's time from a vitest run, in seconds, with whether it passed", () => {
    expect(fileTimesOf(vitestOutput)).toEqual([
      { file: "packages/domain/src/lifecycle/decide.test.ts", tests: 331, seconds: 0.054, passed: true },
      { file: "tests/e2e/gifts.test.ts", tests: 6, seconds: 41.3, passed: true },
      { file: "tests/api/orders.test.ts", tests: 12, seconds: 3.021, passed: false },
    ]);
  });

  it("prints every step, then the slowest files first", () => {
    const summary = timeSummary(
      [
        { title: "Typecheck", seconds: 33, ok: true, files: [] },
        { title: "API half 1", seconds: 480.25, ok: false, files: fileTimesOf(vitestOutput) },
      ],
      2,
    );
    expect(summary.split("\n")).toEqual([
      "Time per step:",
      "  33.0 s  ✔ Typecheck",
      " 480.3 s  ✖ API half 1 (3 files)",
      "Slowest test files (of 3):",
      "  41.3 s  ✔ tests/e2e/gifts.test.ts (6 tests)",
      "   3.0 s  ✖ tests/api/orders.test.ts (12 tests)",
    ]);
  });
});
