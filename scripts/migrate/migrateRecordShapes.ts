/**
 * `npm run migrate:record-shapes -- [--apply] [--project <id>] [--only songCheckNotes,...]`:
 * rewrites the records stored in a former shape in the shape their codecs read (recordShapes.ts).
 * A dry run by default (migrationSteps.ts). Safe to run again, and to run again after it was
 * stopped: each run writes only what is still in a former shape.
 */
import { migrationCli } from "./migrationSteps";
import { RECORD_SHAPE_STEPS } from "./recordShapes";

await migrationCli("migrate:record-shapes", RECORD_SHAPE_STEPS);
