/**
 * `npm run deploy:iam -- --project <id> [--apply]`: the IAM the functions need in a real project,
 * derived from their manifest (read as firebase deploy reads it) and the declared roles
 * (functions/src/deploymentSettings.ts, scripts/deploy/functionsIam.ts): the IAM Credentials API,
 * each role of the runtime service account (on the project, on itself, on each secret a function
 * binds) and the build account's roles. Every grant is on the project, the account or a secret,
 * never on a function, so a redeploy that recreates a function loses none of them. Prints the
 * `gcloud` commands (a dry run); with --apply runs them one by one and stops at the first failure.
 * Refuses a manifest deploy:check would refuse on the same grounds.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  serviceAccountEmail,
  SERVICE_ACCOUNT_NAME,
  SERVICE_ACCOUNT_ROLES,
} from "../../functions/src/deploymentSettings";
import { NotChecked } from "./deployRule";
import { gcloudSucceeds, runGcloud } from "./gcloud";
import { commandLine, iamGrants, iamProblems, PROJECT_NUMBER_PLACEHOLDER, type IamGrant } from "./functionsIam";
import { discoverFunctionsBuild } from "./functionsManifest";
import { parseProjectArgs } from "./projectArgs";

export interface DeployIamOptions {
  projectId: string;
  apply: boolean;
}

/** Reads `--project <id>` (or `--project=<id>`) and `--apply`; throws on anything else. */
export function parseDeployIamArgs(args: string[]): DeployIamOptions {
  const { projectId, flags } = parseProjectArgs(args, {
    usage: "npm run deploy:iam -- --project <project-id> [--apply]",
    demo: "it has no IAM to grant",
    flags: ["--apply"],
  });
  return { projectId, apply: flags.has("--apply") };
}

/** The project's number (the default compute account, which builds the functions, is named by it). */
export function projectNumberOf(projectId: string, run: typeof spawnSync = spawnSync): string {
  const result = runGcloud(
    ["projects", "describe", projectId, "--format=value(projectNumber)"],
    { stdio: "pipe" },
    run,
  );
  const projectNumber = String(result.stdout ?? "").trim();
  if (result.status !== 0 || !/^\d+$/.test(projectNumber))
    throw new Error(
      `Could not read ${projectId}'s project number (gcloud projects describe ${projectId}): ${String(result.stderr ?? "").trim() || "no number"}`,
    );
  return projectNumber;
}

/**
 * Creates the runtime service account when it does not exist, then runs the grants in order and
 * stops at the first that fails. A grant on a secret not set yet is skipped and named (the
 * secrets' values come with `firebase functions:secrets:set`; run this again after).
 */
export function applyGrants(
  grants: IamGrant[],
  projectId: string,
  { run = spawnSync, log = console.log }: { run?: typeof spawnSync; log?: (line: string) => void } = {},
): { granted: number; skipped: string[] } {
  if (!gcloudSucceeds(["--version"], { quiet: true }, run))
    throw new Error("gcloud --version failed: check the Google Cloud CLI's installation");
  const email = serviceAccountEmail(projectId);
  if (
    !gcloudSucceeds(
      ["iam", "service-accounts", "describe", email, `--project=${projectId}`, "--format=value(email)"],
      { quiet: true },
      run,
    )
  ) {
    const create: IamGrant = {
      why: `${email} does not exist yet`,
      args: ["iam", "service-accounts", "create", SERVICE_ACCOUNT_NAME, `--project=${projectId}`],
    };
    log(`\n# ${create.why}\n$ ${commandLine(create)}`);
    if (!gcloudSucceeds(create.args, {}, run)) throw new Error(`Stopped: ${commandLine(create)} failed (above)`);
  }
  const done = { granted: 0, skipped: [] as string[] };
  for (const grant of grants) {
    if (
      grant.secret &&
      !gcloudSucceeds(
        ["secrets", "describe", grant.secret, `--project=${projectId}`, "--format=value(name)"],
        { quiet: true },
        run,
      )
    ) {
      done.skipped.push(grant.secret);
      continue;
    }
    log(`\n# ${grant.why}\n$ ${commandLine(grant)}`);
    if (!gcloudSucceeds(grant.args, {}, run))
      throw new Error(`Stopped: ${commandLine(grant)} failed (above); ${done.granted} grants made before it`);
    done.granted++;
  }
  return done;
}

async function main(): Promise<void> {
  const root = path.resolve(import.meta.dirname, "../..");
  const { projectId, apply } = parseDeployIamArgs(process.argv.slice(2));
  const build = await discoverFunctionsBuild(root, projectId);
  const problems = iamProblems(build.endpoints, projectId);
  if (problems.length > 0) {
    throw new Error(
      `The functions' declarations leave callers out (fix them first; npm run deploy:check says the same):\n${problems.map((problem) => `  - ${problem}`).join("\n")}`,
    );
  }
  const email = serviceAccountEmail(projectId);
  console.log(
    `IAM of the functions in ${projectId}: the runtime service account ${email} (--apply creates it when missing: gcloud iam service-accounts create ${SERVICE_ACCOUNT_NAME} --project=${projectId}).`,
  );
  console.log(
    "The account that runs firebase deploy needs roles/iam.serviceAccountUser on it too (Cloud Scheduler and Eventarc act as it).\n",
  );
  if (!apply) {
    for (const grant of iamGrants(build.endpoints, projectId)) console.log(`# ${grant.why}\n${commandLine(grant)}\n`);
    console.log(
      `Dry run: nothing was granted. Run again with --apply to run these commands (it reads ${PROJECT_NUMBER_PLACEHOLDER} with gcloud projects describe ${projectId}).`,
    );
    return;
  }
  const grants = iamGrants(build.endpoints, projectId, SERVICE_ACCOUNT_ROLES, projectNumberOf(projectId));
  const { granted, skipped } = applyGrants(grants, projectId);
  console.log(`\nGranted: ${granted} bindings in ${projectId}.`);
  if (skipped.length > 0)
    console.log(
      `Not set yet, so not granted: the secrets ${skipped.join(", ")}. Set them (docs/deploy-checklist.md), then run this again.`,
    );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error: unknown) => {
    console.error(
      error instanceof NotChecked
        ? `Could not read the functions' manifest: ${error.message}`
        : error instanceof Error
          ? error.message
          : String(error),
    );
    process.exit(1);
  });
}
