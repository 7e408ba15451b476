import { mkdirSync, readFileSync, writeFileSync } from "node:fs";

/**
 * `npm test` runs the API and end-to-end suites in parts side by side (`--shard=i/n`), each part's
 * files one after another, and is done when its slowest part is. Vitest's own sharding splits the
 * files by count in the order of their paths' hashes, so one part can draw the heavy browser suites
 * and end a minute after the others. These parts are split by time instead: each file weighs what it
 * took in a measured run (integrationFileSeconds.json beside this file, which `npm run test:weights`
 * rewrites from the last run's times), the heaviest are dealt first, each to the part with the least
 * so far, and a file not yet measured weighs the median. Every part computes the same deal from the
 * same list, so each file runs in exactly one part.
 */

/** The measured seconds of each integration test file, by path from the repo root. */
export const FILE_SECONDS_PATH = new URL("./integrationFileSeconds.json", import.meta.url);
/** Where `npm test` leaves the integration files' times of its last run (not committed). */
export const LAST_RUN_SECONDS_PATH = new URL("../.stack/integration-file-seconds.json", import.meta.url);

export interface FileSeconds {
  /** Where and when the seconds were measured. */
  measured: string;
  seconds: Record<string, number>;
}

/** The files of part `index` (1-based) of `count`: heaviest first, each to the lightest part so far; ties by path. */
export function dealByWeight(
  files: readonly string[],
  seconds: Readonly<Record<string, number>>,
  index: number,
  count: number,
): string[] {
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known.length > 0 ? known[Math.floor(known.length / 2)]! : 1;
  const weightOf = (file: string) => seconds[file] ?? median;
  const heaviestFirst = [...files].sort((a, b) => weightOf(b) - weightOf(a) || (a < b ? -1 : a > b ? 1 : 0));
  const parts = Array.from({ length: count }, () => ({ total: 0, files: [] as string[] }));
  for (const file of heaviestFirst) {
    const lightest = parts.reduce((best, part) => (part.total < best.total ? part : best));
    lightest.files.push(file);
    lightest.total += weightOf(file);
  }
  return parts[index - 1]!.files;
}

export function readFileSeconds(): FileSeconds {
  return JSON.parse(readFileSync(FILE_SECONDS_PATH, "utf8")) as FileSeconds;
}

/** Keeps this run's integration files' seconds for `npm run test:weights` (files that failed too: their time is real). */
export function saveLastRunSeconds(files: readonly { file: string; seconds: number }[]): void {
  if (files.length === 0) return;
  mkdirSync(new URL(".", LAST_RUN_SECONDS_PATH), { recursive: true });
  writeFileSync(
    LAST_RUN_SECONDS_PATH,
    `${JSON.stringify(Object.fromEntries(files.map(({ file, seconds }) => [file, seconds])), null, 2)}\n`,
  );
}

/** The committed weights, rewritten from the last `npm test` run's times (whole seconds, by path). */
export function refreshFileSeconds(measured: string): FileSeconds {
  const last = JSON.parse(readFileSync(LAST_RUN_SECONDS_PATH, "utf8")) as Record<string, number>;
  const seconds = Object.fromEntries(
    Object.entries(last)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([file, value]) => [file, Math.max(1, Math.round(value))]),
  );
  const table: FileSeconds = { measured, seconds };
  writeFileSync(FILE_SECONDS_PATH, `${JSON.stringify(table, null, 2)}\n`);
  return table;
}
