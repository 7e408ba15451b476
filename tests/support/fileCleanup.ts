/**
 * What a test file leaves behind and undoes when it ends (its browser, the artists it made):
 * tests/support/afterEachFile.ts runs these after every integration file. A module-level hook
 * would run only after the first file that imports its module, since the files share their
 * modules (vitest.integration.config.ts `isolate: false`).
 */
const cleanups: (() => Promise<void>)[] = [];

/** Runs `cleanup` when the current test file ends. */
export function atFileEnd(cleanup: () => Promise<void>): void {
  cleanups.push(cleanup);
}

export async function runFileCleanups(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}
