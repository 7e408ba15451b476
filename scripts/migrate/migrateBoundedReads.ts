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
import { BOUNDED_READ_STEPS, migrateBoundedReads } from "./boundedReads";
import { runMigrationCommand } from "./migrationSteps";

await runMigrationCommand("migrate:bounded-reads", BOUNDED_READ_STEPS, ({ db }, options) =>
  migrateBoundedReads(db, options),
);
