import type { Firestore } from "firebase-admin/firestore";
import type { BackfillCount, BackfillOptions } from "../../functions/src/adapters/firestore/queries";
import { firestoreTarget, flagValue } from "../firestoreCli";

/**
 * What every `npm run migrate:*` shares: named steps, each run by its collection's owner and
 * counting what it read and what it changed (or would change, on the default dry run), run one
 * after another (all, or those named with `--only`), each printed as it ends.
 */
export interface MigrationStep {
  name: string;
  /** What the step stores, as the report prints it. */
  stores: string;
}

export interface StepResult extends BackfillCount {
  name: string;
}

export interface MigrationOptions extends BackfillOptions {
  only?: readonly string[];
  log?: (line: string) => void;
}

/** Runs the steps (all, or those named in `only`) one after another, printing what each did. */
export async function runMigrationSteps<Step extends MigrationStep>(
  steps: readonly Step[],
  options: MigrationOptions,
  run: (step: Step, options: BackfillOptions) => Promise<BackfillCount>,
): Promise<StepResult[]> {
  const log = options.log ?? (() => undefined);
  const results: StepResult[] = [];
  for (const step of steps.filter((candidate) => !options.only?.length || options.only.includes(candidate.name))) {
    const count = await run(step, { apply: options.apply });
    log(
      `${step.name}: ${count.read} read, ${count.changed} ${options.apply ? "changed" : "to change"} (${step.stores})`,
    );
    results.push({ name: step.name, ...count });
  }
  return results;
}

/**
 * The command line of a migration: `[--apply] [--project <id>] [--only a,b]`, a dry run unless
 * `--apply`; `migrate` answers null (with why printed) when it cannot run. Exits 0 when done, 1
 * when stopped (what was written stays: the same command finishes it), 2 on a usage error.
 */
export async function runMigrationCommand(
  command: string,
  steps: readonly MigrationStep[],
  migrate: (
    target: { db: Firestore; project: string | null },
    options: MigrationOptions,
  ) => Promise<StepResult[] | null>,
): Promise<never> {
  const args = process.argv.slice(2);
  const apply = args.includes("--apply");
  const only = flagValue(args, "--only")?.split(",").filter(Boolean) ?? [];
  const target = firestoreTarget(args);
  const usage = `Usage: npm run ${command} -- [--apply] [--project <firebase-project-id>] [--only ${steps.map((step) => step.name).join(",")}]`;
  if (!target || only.some((name) => !steps.some((step) => step.name === name))) {
    console.error(usage);
    process.exit(2);
  }
  console.log(`${apply ? "Migrating" : "Dry run (nothing written; --apply writes)"}: ${target.where}`);
  try {
    const results = await migrate(target, { apply, only, log: (line) => console.log(`  ${line}`) });
    if (!results) {
      console.error(usage);
      process.exit(2);
    }
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
