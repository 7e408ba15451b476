import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import type { FollowUpKind } from "@songs/domain";
import { numberOr } from "../adapters/firestore/documentFields";
import { rewriteEach, type BackfillCount, type BackfillOptions } from "../adapters/firestore/queries";
import { awaitsQueueAt, followUpRecord } from "./followUpRecord";

/**
 * The field follow-ups written before issue 33 kept their action in (`followUps/*.work`), which
 * `renameLegacyActions` renames to `action` (`npm run migrate:bounded-reads -- --only followUpAction`).
 * Nothing else reads it: the follow-up's codec reads `action` alone.
 */
const LEGACY_ACTION_FIELD = "work";

const sum = (counts: BackfillCount[]): BackfillCount => ({
  read: counts.reduce((total, count) => total + count.read, 0),
  changed: counts.reduce((total, count) => total + count.changed, 0),
});

/**
 * The follow-ups' migrations: what records written before a field was kept lack, or hold under a
 * former name, stored as the follow-up's codec writes it now. Each reads the follow-ups 500 at a
 * time by id and writes only those that lack it, so a second run changes nothing. They read the
 * stored fields themselves: a record in a former shape is what they are for.
 */
export function followUpBackfills(db: Firestore) {
  const collection = db.collection("followUps");
  return {
    /**
     * Marks the pending follow-ups written before `awaitsQueue` was kept as a new one is marked at
     * `now` (`awaitsQueueAt`): those due beyond the horizon wait for the sweep to queue them (the
     * sweep clears the flag once it queues the task).
     */
    backfillAwaitsQueue(options: BackfillOptions, now: Date = new Date()): Promise<BackfillCount> {
      return rewriteEach(db, collection.where("state", "==", "pending"), options, (doc) => {
        if (typeof doc.get("awaitsQueue") === "boolean") return null;
        const dueAt: unknown = doc.get("dueAt");
        return followUpRecord.fields({
          awaitsQueue: awaitsQueueAt(dueAt instanceof Timestamp ? dueAt.toDate() : now, now),
        });
      });
    },

    /**
     * Marks the follow-ups that failed before `failing` was kept as a failure marks them now
     * (`failing: true` and a `lastFailedAt`, their `failedAt` or due time), so the Operations page
     * lists them: those failed for good, and pending ones with failed runs.
     */
    async backfillFailing(options: BackfillOptions): Promise<BackfillCount> {
      const counts = [];
      for (const state of ["failed", "pending"] as const) {
        counts.push(
          await rewriteEach(db, collection.where("state", "==", state), options, (doc) => {
            const hasFailed = state === "failed" || numberOr(doc.get("failedRuns"), 0) > 0;
            const isMarked = doc.get("failing") === true && doc.get("lastFailedAt") instanceof Timestamp;
            if (!hasFailed || isMarked) return null;
            const lastFailedAt: unknown = doc.get("lastFailedAt") ?? doc.get("failedAt") ?? doc.get("dueAt");
            return { failing: true, lastFailedAt: lastFailedAt ?? Timestamp.now() };
          }),
        );
      }
      return sum(counts);
    },

    /**
     * Rewrites the stored action of each follow-up of `kind` that `rewrite` changes (null leaves it
     * as it is): a payload's former shape migrated once (`npm run migrate:privacy`: a notification's
     * words replaced by what it names).
     */
    rewriteActions(
      kind: FollowUpKind,
      rewrite: (action: Record<string, unknown>) => Record<string, unknown> | null,
      options: BackfillOptions,
    ): Promise<BackfillCount> {
      return rewriteEach(db, collection.where("kind", "==", kind), options, (doc) => {
        const stored: unknown = doc.get("action");
        const action =
          typeof stored === "object" && stored !== null ? rewrite(stored as Record<string, unknown>) : null;
        return action ? { action } : null;
      });
    },

    /**
     * Renames the action of the follow-ups written before it was called so (`LEGACY_ACTION_FIELD`)
     * to `action`, keeping an `action` already there.
     */
    renameLegacyActions(options: BackfillOptions): Promise<BackfillCount> {
      return rewriteEach(db, collection, options, (doc) => {
        const former: unknown = doc.get(LEGACY_ACTION_FIELD);
        if (former === undefined) return null;
        const action: unknown = doc.get("action");
        return { action: action ?? former, [LEGACY_ACTION_FIELD]: FieldValue.delete() };
      });
    },
  };
}
