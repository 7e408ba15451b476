/**
 * `npm run smoke -- --site <url> [--write] [...]`: walks a deployed site (or the local stack) as a
 * person would and prints one line per step; exits 1 when a step failed, 2 on a usage error.
 * `--help` says every option (scripts/smoke/smokeOptions.ts); docs/deploy-checklist.md ends with it.
 */
import { runSmoke } from "./runSmoke";
import { parseSmokeOptions, SMOKE_HELP, type SmokeOptions } from "./smokeOptions";

let options: SmokeOptions | null;
try {
  options = parseSmokeOptions(process.argv.slice(2));
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}\n\n${SMOKE_HELP}`);
  process.exit(2);
}
if (!options) {
  console.log(SMOKE_HELP);
  process.exit(0);
}

const began = performance.now();
const outcomes = await runSmoke(options);
const count = (status: string) => outcomes.filter((outcome) => outcome.status === status).length;
const failed = count("failed");
console.log(
  `\n${failed === 0 ? "✔" : "✖"} ${count("passed")} passed, ${failed} failed, ${count("skipped")} skipped in ${((performance.now() - began) / 1000).toFixed(1)} s`,
);
process.exit(failed === 0 ? 0 : 1);
