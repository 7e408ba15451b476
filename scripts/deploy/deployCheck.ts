/**
 * `npm run deploy:check [-- --project <id>] [--skip <rule-id>,...]`: an offline preflight of
 * `firebase deploy`. Each rule reads the repo's files (and, with --project, that project's own
 * .env files) and names what would make the deploy fail or misbehave. A rule that could not check
 * (no Java for the rules compiler, functions that do not build) fails the run as "not checked",
 * unless --skip names it. Exits 1 on any problem; then prints the steps no file can hold.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { NotChecked, type DeployContext, type DeployRule } from "./deployRule";
import { manualStepsText } from "./manualSteps";
import { compositeIndexesRule } from "./rules/compositeIndexes";
import { contentSecurityPolicyRule } from "./rules/contentSecurityPolicy";
import { declaredParamsRule } from "./rules/declaredParams";
import { emulatorOnlySettingsRule } from "./rules/emulatorOnlySettings";
import { extensionSettingsRule } from "./rules/extensionSettings";
import { functionsLockRule } from "./rules/functionsLock";
import { functionsManifestRule } from "./rules/functionsManifest";
import { rulesCompileRule } from "./rules/rulesCompile";
import { runtimeRule } from "./rules/runtime";
import { siteUrlRule } from "./rules/siteUrl";
import { storageCorsRule } from "./rules/storageCors";
import { ttlPoliciesRule } from "./rules/ttlPolicies";
import { webBuildRule } from "./rules/webBuild";

export const DEPLOY_RULES: DeployRule[] = [
  runtimeRule,
  webBuildRule,
  siteUrlRule,
  storageCorsRule,
  declaredParamsRule,
  emulatorOnlySettingsRule,
  functionsManifestRule,
  compositeIndexesRule,
  ttlPoliciesRule,
  functionsLockRule,
  rulesCompileRule,
  contentSecurityPolicyRule,
  extensionSettingsRule,
];

export interface DeployCheckResult {
  problems: string[];
  notChecked: string[];
}

/** Runs every rule not skipped on the repo at `root`; each problem is prefixed by its rule. */
export async function runDeployChecks(
  root: string,
  context: DeployContext = {},
  options: { rules?: DeployRule[]; skip?: string[] } = {},
): Promise<DeployCheckResult> {
  const result: DeployCheckResult = { problems: [], notChecked: [] };
  for (const rule of options.rules ?? DEPLOY_RULES) {
    if (options.skip?.includes(rule.id)) {
      console.log(`- ${rule.name}: skipped (--skip ${rule.id})`);
      continue;
    }
    try {
      const found = await rule.check(root, context);
      console.log(`${found.length === 0 ? "✔" : "✖"} ${rule.name}`);
      result.problems.push(...found.map((problem) => `${rule.name}: ${problem}`));
    } catch (error) {
      if (!(error instanceof NotChecked)) throw error;
      console.log(`✖ ${rule.name}: NOT CHECKED`);
      result.notChecked.push(`${rule.name} (--skip ${rule.id} to go on without it): ${error.message}`);
    }
  }
  return result;
}

function optionValue(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : args.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
  const args = process.argv.slice(2);
  const projectId = optionValue(args, "--project");
  const skip = (optionValue(args, "--skip") ?? "").split(",").filter(Boolean);
  const unknown = skip.filter((id) => !DEPLOY_RULES.some((rule) => rule.id === id));
  if (unknown.length > 0) {
    console.error(
      `Unknown rule for --skip: ${unknown.join(", ")}. Rules: ${DEPLOY_RULES.map((rule) => rule.id).join(", ")}`,
    );
    process.exit(2);
  }
  const { problems, notChecked } = await runDeployChecks(root, projectId ? { projectId } : {}, { skip });
  console.log(
    `\nSteps no file can hold (once per project, in docs/deploy-checklist.md's order; the command for each, or why it is done by hand, and how to verify it):\n${manualStepsText()}`,
  );
  if (notChecked.length > 0)
    console.error(`\nNot checked, so not known to be safe:\n${notChecked.map((line) => `  - ${line}`).join("\n")}`);
  if (problems.length > 0)
    console.error(`\nThe deploy would fail or misbehave:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  if (problems.length > 0 || notChecked.length > 0) process.exit(1);
  console.log(
    `\nReady to deploy${projectId ? ` to ${projectId}` : ""}: every rule checked${skip.length > 0 ? ` but ${skip.join(", ")}` : ""}, no problem found.`,
  );
}
