import { initializeApp } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import type { BackfillCount, BackfillOptions } from "../../functions/src/adapters/firestore/queries";

/**
 * A migration of stored records (`npm run migrate:*`): steps, each by the operation its
 * collection's owner exposes, each reading 500 documents a page and writing at most 500 a batch,
 * and only what differs from what it derives, so a second run changes nothing and a run after an
 * interrupted one finishes the job. A dry run by default.
 */
export interface MigrationStep {
  name: string;
  /** What the step stores, as the report prints it. */
  stores: string;
  run(db: Firestore, options: BackfillOptions, now: Date): Promise<BackfillCount>;
}

export interface StepResult extends BackfillCount {
  name: string;
}

export interface MigrationOptions extends BackfillOptions {
  only?: readonly string[];
  now?: Date;
  log?: (line: string) => void;
}

/** Runs the steps (all, or those named in `only`) one after another, printing what each did. */
export async function runMigration(
  steps: readonly MigrationStep[],
  db: Firestore,
  options: MigrationOptions,
): Promise<StepResult[]> {
  const log = options.log ?? (() => undefined);
  const now = options.now ?? new Date();
  const results: StepResult[] = [];
  for (const step of steps.filter((candidate) => !options.only?.length || options.only.includes(candidate.name))) {
    const count = await step.run(db, { apply: options.apply }, now);
    log(
      `${step.name}: ${count.read} read, ${count.changed} ${options.apply ? "changed" : "to change"} (${step.stores})`,
    );
    results.push({ name: step.name, ...count });
  }
  return results;
}

/**
 * `npm run <command> -- [--apply] [--project <id>] [--only <step>,...]`: a dry run by default,
 * printing step by step the documents read and those it would change; `--apply` writes them.
 * Against the local stack's Firestore emulator (FIRESTORE_EMULATOR_HOST, else 127.0.0.1:8080,
 * project demo-songs), or with `--project <id>` against a real project using Application Default
 * Credentials (`gcloud auth application-default login`).
 */
export async function migrationCli(command: string, steps: readonly MigrationStep[]): Promise<never> {
  const args = process.argv.slice(2);
  const valueOf = (flag: string): string | undefined => {
    const index = args.findIndex((arg) => arg === flag || arg.startsWith(`${flag}=`));
    if (index < 0) return undefined;
    const arg = args[index] as string;
    return arg.includes("=") ? arg.slice(flag.length + 1) : args[index + 1];
  };
  const apply = args.includes("--apply");
  const realProject = valueOf("--project");
  const only = valueOf("--only")?.split(",").filter(Boolean) ?? [];
  const unknownSteps = only.filter((name) => !steps.some((step) => step.name === name));

  if ((args.some((arg) => arg.startsWith("--project")) && !realProject) || unknownSteps.length > 0) {
    console.error(
      `Usage: npm run ${command} -- [--apply] [--project <firebase-project-id>] [--only ${steps.map((step) => step.name).join(",")}]`,
    );
    process.exit(2);
  }

  if (!realProject) process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
  const db = getFirestore(initializeApp({ projectId: realProject ?? "demo-songs" }));
  const where = realProject
    ? `project ${realProject}`
    : `the Firestore emulator at ${process.env.FIRESTORE_EMULATOR_HOST}`;
  console.log(`${apply ? "Migrating" : "Dry run (nothing written; --apply writes)"}: ${where}`);

  try {
    const results = await runMigration(steps, db, { apply, only, log: (line) => console.log(`  ${line}`) });
    const changed = results.reduce((total, result) => total + result.changed, 0);
    console.log(
      apply
        ? `Done: ${changed} documents changed.`
        : `${changed} documents would change. Run again with --apply to write them.`,
    );
    process.exit(0);
  } catch (error) {
    console.error(`Stopped: ${String(error)}. What was written stays; run the same command again to finish.`);
    process.exit(1);
  }
}
