import { logger } from "firebase-functions";
import type { Firestore } from "firebase-admin/firestore";
import type { FollowUpKind, FollowUpWork } from "@songs/domain";
import { followUps, type FollowUpRecord } from "./followUps";

/** A follow-up whose work is of one kind. */
export type FollowUpOf<Kind extends FollowUpKind> = FollowUpRecord & { work: Extract<FollowUpWork, { kind: Kind }> };

/**
 * Who carries out each kind of follow-up: the capability whose record it changes (an order's
 * timers and refund: orders; a gift's delivery: gifts). Each marks the follow-up done in the
 * transaction that does its work, or closes it when nothing is left to do.
 */
export type FollowUpHandlers = { [Kind in FollowUpKind]: (record: FollowUpOf<Kind>) => Promise<void> };

/** What a run of a follow-up came to. */
export type FollowUpRun = "carried_out" | "not_due" | "done_before" | "unknown";

/**
 * Carries out one follow-up when it is due, through the handler of its kind. Idempotent: each
 * handler re-checks its record and the follow-up's state in its transaction, so a duplicate,
 * concurrent or late run does nothing twice.
 */
export async function runFollowUp(db: Firestore, handlers: FollowUpHandlers, id: string, now: Date = new Date()): Promise<FollowUpRun> {
  const record = await followUps(db).get(id);
  if (!record) return "unknown";
  if (record.state === "done") return "done_before";
  if (record.dueAt.getTime() > now.getTime()) return "not_due";
  const handle = handlers[record.work.kind] as (record: FollowUpRecord) => Promise<void>;
  await handle(record);
  return "carried_out";
}

/**
 * Runs every pending follow-up that is due, oldest first, a page at a time: the safety net behind
 * the task queue (a lost or failed task, a stack restarted). A follow-up that fails is counted and
 * left for the next sweep.
 */
export async function sweepFollowUps(db: Firestore, handlers: FollowUpHandlers, now: Date = new Date()): Promise<{ carriedOut: number; failed: number }> {
  const store = followUps(db);
  let carriedOut = 0;
  let failed = 0;
  for (let page = await store.pageDue(now); page.due.length > 0; page = await store.pageDue(now, page.last)) {
    for (const record of page.due) {
      try {
        if ((await runFollowUp(db, handlers, record.id, now)) === "carried_out") carriedOut += 1;
      } catch (error) {
        failed += 1;
        logger.error("A follow-up failed; the next sweep tries again", { followUpId: record.id, error: String(error) });
        await store.countFailure(record.id, String(error));
      }
    }
  }
  return { carriedOut, failed };
}
