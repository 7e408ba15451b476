/**
 * `npm run migrate:bounded-reads -- [--apply] [--project <id>] [--only orders,artists,...]`: stores
 * on the records written before this release what the lists and totals now query, and renames the
 * fields renamed since (the follow-ups' `work` to `action`: `--only followUpAction`) (boundedReads.ts).
 * A dry run by default (migrationSteps.ts). Safe to run again, and to run again after it was
 * stopped: each run writes only what still differs.
 */
import { BOUNDED_READ_STEPS } from "./boundedReads";
import { migrationCli } from "./migrationSteps";

await migrationCli("migrate:bounded-reads", BOUNDED_READ_STEPS);
