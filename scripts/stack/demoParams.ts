import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The functions' parameter values for the local demo project (demo-songs never deploys), kept in
 * `scripts/stack/demoParams.json` and written as the dotenv file the emulators read
 * (`functions/.env.demo-songs`, git-ignored, like the local secrets). The local stack also sets
 * SITE_URL to its own Hosting address. CATALOGUE_CACHE_SECONDS is 0: the Functions emulator serves
 * concurrent requests from separate worker processes, each its own "instance", so a per-instance
 * cache would answer differently by worker (the cache is proven in one process instead:
 * tests/api/catalogueCache.test.ts, npm run bench:api).
 */
export const DEMO_PARAMS_FILE = "scripts/stack/demoParams.json";

export function readDemoParams(repoRoot: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(repoRoot, DEMO_PARAMS_FILE), "utf8")) as Record<string, string>;
}

/** The demo parameters as a dotenv file's text. */
export function demoParamsDotenv(repoRoot: string): string {
  return Object.entries(readDemoParams(repoRoot))
    .map(([name, value]) => `${name}=${value}\n`)
    .join("");
}

/** Writes `functions/.env.<projectId>` for `npm run emulators`; returns its path. */
export function writeDemoParams(repoRoot: string, projectId: string): string {
  const file = path.join(repoRoot, "functions", `.env.${projectId}`);
  writeFileSync(file, demoParamsDotenv(repoRoot));
  return file;
}
