/**
 * The time each step of `npm test` took and each test file inside it, printed together at the end
 * of the run so the slowest suites are in one place (the 12-minute budget is spent there).
 */

/** One test file as a vitest step reported it. */
export interface FileTime {
  file: string;
  tests: number;
  seconds: number;
  passed: boolean;
}

// eslint-disable-next-line no-control-regex -- terminal colour codes are control characters
const ANSI = /\u001b\[[0-9;]*m/g;
/** vitest's per-file line: "✓ [project] path/to/file.test.ts (12 tests | 1 skipped) 3.2s" (or "1234ms"). */
const FILE_LINE =
  /^\s*([✓×✗❯])\s+(?:\S+\s+)?(\S+\.test\.\w+)\s+\((\d+) tests?[^)]*\)(?:\s+\d+ failed)?\s+([\d.]+)\s*(ms|s)\s*$/;

/** The test files a vitest run's output names, with their time. */
export function fileTimesOf(output: string): FileTime[] {
  const times: FileTime[] = [];
  for (const line of output.replace(ANSI, "").split("\n")) {
    const match = FILE_LINE.exec(line);
    if (!match) continue;
    const [, mark, file, tests, amount, unit] = match;
    times.push({
      file: file!,
      tests: Number(tests),
      seconds: Number(amount) / (unit === "ms" ? 1000 : 1),
      passed: mark === "✓",
    });
  }
  return times;
}

/** One step's line of the summary. */
export interface StepTime {
  title: string;
  seconds: number;
  ok: boolean;
  files: FileTime[];
}

const seconds = (value: number) => `${value.toFixed(1)} s`.padStart(8);

/** The summary: every step with its time, then the slowest test files of the whole run. */
export function timeSummary(steps: readonly StepTime[], slowest = 15): string {
  const lines = ["Time per step:"];
  for (const step of steps)
    lines.push(
      `${seconds(step.seconds)}  ${step.ok ? "✔" : "✖"} ${step.title}${step.files.length ? ` (${step.files.length} files)` : ""}`,
    );
  const files = steps.flatMap((step) => step.files).sort((a, b) => b.seconds - a.seconds);
  if (files.length > 0) {
    lines.push(`Slowest test files (of ${files.length}):`);
    for (const file of files.slice(0, slowest))
      lines.push(`${seconds(file.seconds)}  ${file.passed ? "✔" : "✖"} ${file.file} (${file.tests} tests)`);
  }
  return lines.join("\n");
}
