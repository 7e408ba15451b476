import type { Firestore } from "firebase-admin/firestore";
import { renameBusinessDayReleases } from "../../functions/src/business";
import { rewriteFormerShapes } from "../../functions/src/orders";
import { runMigration, type MigrationOptions, type MigrationStep, type StepResult } from "./migrationSteps";

/**
 * The records stored in a former shape (a field renamed, a map reshaped), rewritten once in the
 * shape their codecs read (functions/src/adapters/firestore/storedRecord.ts): the release that
 * reads each record through its codec reads no former shape. The follow-ups' former `work` field
 * is `migrate:bounded-reads`' step `followUpAction`.
 */
export const RECORD_SHAPE_STEPS: readonly MigrationStep[] = [
  {
    name: "songCheckNotes",
    stores: "orders' song check notes as work.songCheckNotes, renamed from work.reviewNotes",
    run: (db, options) => rewriteFormerShapes(db, "reviewNotes", options),
  },
  {
    name: "submissionItems",
    stores: "orders' submissions to the song check as { items, submittedAt }, reshaped from the song's file alone",
    run: (db, options) => rewriteFormerShapes(db, "songOnlySubmission", options),
  },
  {
    name: "historyReasons",
    stores: "history entries' reason song_released, renamed from song_delivered",
    run: (db, options) => rewriteFormerShapes(db, "songDeliveredReason", options),
  },
  {
    name: "releasedOrders",
    stores: "orders' releasedAt and work stage/queue tab released, renamed from completedAt and delivered",
    run: (db, options) => rewriteFormerShapes(db, "releasedOrder", options),
  },
  {
    name: "releasedHistoryStages",
    stores: "history entries' stageFrom/stageTo released, renamed from delivered",
    run: (db, options) => rewriteFormerShapes(db, "releasedHistoryStage", options),
  },
  {
    name: "businessDayReleases",
    stores: "business days' released and releaseHours, renamed from delivered and deliverHours",
    run: (db, options) => renameBusinessDayReleases(db, options),
  },
];

/** `npm run migrate:record-shapes`' steps (all, or those named in `only`), one after another. */
export function migrateRecordShapes(db: Firestore, options: MigrationOptions): Promise<StepResult[]> {
  return runMigration(RECORD_SHAPE_STEPS, db, options);
}
