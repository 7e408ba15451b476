import type { Firestore } from "firebase-admin/firestore";
import type { BackfillCount, BackfillOptions } from "../../functions/src/adapters/firestore/queries";
import { firestoreTarget, flagValue } from "../firestoreCli";

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
 * Credentials (`gcloud auth application-default login`) (scripts/firestoreCli.ts). `steps` may
 * depend on the target (a key it needs): null, with why printed, when they cannot run there.
 */
export async function migrationCli(
  command: string,
  steps: readonly MigrationStep[] | ((target: { project: string | null }) => readonly MigrationStep[] | null),
): Promise<never> {
  const args = process.argv.slice(2);
  const apply = args.includes("--apply");
  const only = flagValue(args, "--only")?.split(",").filter(Boolean) ?? [];
  const target = firestoreTarget(args);
  const chosen = target && (typeof steps === "function" ? steps(target) : steps);
  const unknownSteps = only.filter((name) => !chosen?.some((step) => step.name === name));

  if (!target || !chosen || unknownSteps.length > 0) {
    console.error(
      `Usage: npm run ${command} -- [--apply] [--project <firebase-project-id>] [--only ${(chosen ?? []).map((step) => step.name).join(",")}]`,
    );
    process.exit(2);
  }
  console.log(`${apply ? "Migrating" : "Dry run (nothing written; --apply writes)"}: ${target.where}`);

  try {
    const results = await runMigration(chosen, target.db, { apply, only, log: (line) => console.log(`  ${line}`) });
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
