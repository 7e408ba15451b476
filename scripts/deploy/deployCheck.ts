/**
 * `npm run deploy:check`: an offline preflight of `firebase deploy`. Each rule reads the repo's
 * files and names what would make the deploy fail or misbehave; exits 1 when any rule finds one.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { DeployRule } from "./deployRule";
import { compositeIndexesRule } from "./rules/compositeIndexes";
import { declaredParamsRule } from "./rules/declaredParams";
import { emulatorOnlySettingsRule } from "./rules/emulatorOnlySettings";
import { extensionSettingsRule } from "./rules/extensionSettings";
import { firestoreRulesRule } from "./rules/firestoreRules";
import { functionsLockRule } from "./rules/functionsLock";
import { runtimeRule } from "./rules/runtime";
import { webBuildRule } from "./rules/webBuild";

export const DEPLOY_RULES: DeployRule[] = [
  runtimeRule,
  webBuildRule,
  declaredParamsRule,
  emulatorOnlySettingsRule,
  compositeIndexesRule,
  functionsLockRule,
  firestoreRulesRule,
  extensionSettingsRule,
];

/** Runs every rule on the repo at `root`; returns the problems, each prefixed by its rule. */
export async function runDeployChecks(root: string, rules = DEPLOY_RULES): Promise<string[]> {
  const problems: string[] = [];
  for (const rule of rules) {
    const found = await rule.check(root);
    console.log(`${found.length === 0 ? "✔" : "✖"} ${rule.name}`);
    problems.push(...found.map((problem) => `${rule.name}: ${problem}`));
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
  const problems = await runDeployChecks(root);
  if (problems.length > 0) {
    console.error(`\nThe deploy would fail or misbehave:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    process.exit(1);
  }
  console.log("\nReady to deploy: no problem found.");
}
