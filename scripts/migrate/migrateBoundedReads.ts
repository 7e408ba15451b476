/**
 * `npm run migrate:bounded-reads -- [--apply] [--project <id>] [--only orders,artists,...]`: stores
 * on the records written before this release what the lists and totals now query, and renames the
 * fields renamed since (the follow-ups' `work` to `action`: `--only followUpAction`) (boundedReads.ts).
 * A dry run by default: prints, step by step, the documents read and those it would change;
 * `--apply` writes them. Against the local stack's Firestore emulator (FIRESTORE_EMULATOR_HOST, else
 * 127.0.0.1:8080, project demo-songs), or with `--project <id>` against a real project using
 * Application Default Credentials (`gcloud auth application-default login`). Safe to run again,
 * and to run again after it was stopped: each run writes only what still differs.
 */
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { BOUNDED_READ_STEPS, migrateBoundedReads } from "./boundedReads";

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
const unknownSteps = only.filter((name) => !BOUNDED_READ_STEPS.some((step) => step.name === name));

if ((args.some((arg) => arg.startsWith("--project")) && !realProject) || unknownSteps.length > 0) {
  console.error(
    `Usage: npm run migrate:bounded-reads -- [--apply] [--project <firebase-project-id>] [--only ${BOUNDED_READ_STEPS.map((step) => step.name).join(",")}]`,
  );
  process.exit(2);
}

if (!realProject) process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
const db = getFirestore(initializeApp({ projectId: realProject ?? "demo-songs" }));
const where = realProject
  ? `project ${realProject}`
  : `the Firestore emulator at ${process.env.FIRESTORE_EMULATOR_HOST}`;
console.log(`${apply ? "Backfilling" : "Dry run (nothing written; --apply writes)"}: ${where}`);

try {
  const results = await migrateBoundedReads(db, { apply, only, log: (line) => console.log(`  ${line}`) });
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
