import { failureFields, nameLogIds, requestLog, withLogIds } from "../http/requestLog";
import type { Firestore } from "firebase-admin/firestore";
import type { TaskQueue } from "firebase-admin/functions";
import { FOLLOW_UP_KINDS, type FollowUpKind, type FollowUpActionOf } from "@songs/domain";
import { queueFollowUpTask, type FollowUpTask } from "./followUpQueue";
import { isReadable, type FollowUpRecord, type UnreadableFollowUp } from "./followUpRecord";
import { followUps } from "./followUps";

/** A follow-up whose action is of one kind. */
export type FollowUpOf<Kind extends FollowUpKind> = FollowUpRecord & { action: FollowUpActionOf<Kind> };

/**
 * Who carries out each kind of follow-up of the domain's table (`FOLLOW_UP_KINDS`): the capability
 * whose record it changes (an order's lapses, alerts and refund: orders; a gift's delivery: gifts; a
 * question's reminder: questions). A kind without a handler does not compile. Each marks the
 * follow-up done in the transaction that carries out its action, or closes it when nothing is left to do.
 */
export type FollowUpHandlers = { [Kind in FollowUpKind]: (record: FollowUpOf<Kind>) => Promise<void> };

/** What a run of a follow-up came to. */
export type FollowUpRun = "carried_out" | "not_due" | "done_before" | "unknown" | "unreadable";

/**
 * A stored follow-up the table cannot read (a kind it does not know, a payload its schema refuses,
 * a record its own schema refuses): logged as an error and marked failed (counted among the failed
 * follow-ups the admins see), never dropped in silence.
 */
async function reportUnreadable(db: Firestore, stored: UnreadableFollowUp): Promise<void> {
  requestLog.error("A follow-up's stored action is not in the follow-up table; it is marked failed", {
    followUpId: stored.id,
    orderId: stored.orderId,
    kind: stored.problem.kind,
    problem: stored.problem.problem,
    ...(stored.problem.problem === "unknown_kind" ? {} : { issues: stored.problem.issues }),
  });
  await followUps(db).markUnreadable(stored.id, stored.problem);
}

/**
 * Carries out one follow-up when it is due, through the handler of its kind. Idempotent: each
 * handler re-checks its record and the follow-up's state in its transaction, so a duplicate,
 * concurrent or late run does nothing twice.
 */
export function runFollowUp(
  db: Firestore,
  handlers: FollowUpHandlers,
  id: string,
  now: Date = new Date(),
): Promise<FollowUpRun> {
  // Every entry of this run, the writers' included, names the follow-up and, once read, its order.
  return withLogIds({ followUpId: id }, async (): Promise<FollowUpRun> => {
    const stored = await followUps(db).get(id);
    if (!stored) return "unknown";
    nameLogIds({ orderId: stored.orderId });
    if (stored.state !== "pending") return "done_before";
    if (!isReadable(stored)) {
      await reportUnreadable(db, stored);
      return "unreadable";
    }
    if (stored.dueAt.getTime() > now.getTime()) return "not_due";
    const handle = handlers[stored.action.kind] as (record: FollowUpRecord) => Promise<void>;
    await handle(stored);
    requestLog.info("A follow-up was carried out", { kind: stored.action.kind });
    return "carried_out";
  });
}

/** Largest number of pages of follow-ups one sweep queues (a page each time it runs). */
const MAX_QUEUE_PAGES = 10;

/**
 * Queues the tasks of follow-ups written beyond Cloud Tasks' horizon that have come within it, so
 * each runs on its minute (by task name: a second sweep queues nothing twice).
 */
async function queueEnteringHorizon(db: Firestore, queue: TaskQueue<FollowUpTask>, now: Date): Promise<number> {
  const store = followUps(db);
  let queued = 0;
  for (let page = 0; page < MAX_QUEUE_PAGES; page += 1) {
    const entering = await store.pageEnteringHorizon(now);
    for (const { id, dueAt } of entering) {
      await queueFollowUpTask(queue, id, dueAt);
      await store.markQueued(id);
      queued += 1;
    }
    if (entering.length === 0) break;
  }
  return queued;
}

export interface SweepResult {
  carriedOut: number;
  failed: number;
  /** Follow-ups whose stored action the table cannot read (marked failed). */
  unreadable: number;
  /** Tasks queued for follow-ups that came within the task queue's horizon. */
  queued: number;
}

/**
 * Runs every pending follow-up that is due, oldest first, a page at a time: the safety net behind
 * the task queue (a lost or failed task, a stack restarted). A follow-up that fails is counted and
 * left for the next sweep, until its kind's attempts are spent (then it is failed for good, for the
 * admins). Then it queues the tasks of later follow-ups that have come within the task queue's horizon.
 */
export async function sweepFollowUps(
  db: Firestore,
  handlers: FollowUpHandlers,
  now: Date = new Date(),
  queue?: TaskQueue<FollowUpTask>,
): Promise<SweepResult> {
  const store = followUps(db);
  const result: SweepResult = { carriedOut: 0, failed: 0, unreadable: 0, queued: 0 };
  for (let page = await store.pageDue(now); page.due.length > 0; page = await store.pageDue(now, page.last)) {
    for (const id of page.due) {
      try {
        const run = await runFollowUp(db, handlers, id, now);
        if (run === "carried_out") result.carriedOut += 1;
        if (run === "unreadable") result.unreadable += 1;
      } catch (error) {
        result.failed += 1;
        const stored = await store.get(id);
        const maxAttempts = stored && isReadable(stored) ? FOLLOW_UP_KINDS[stored.action.kind].retry.maxAttempts : 1;
        const finalRun = (stored && isReadable(stored) ? stored.failedRuns : 0) + 1 >= maxAttempts;
        requestLog.error(
          finalRun
            ? "A follow-up failed its last attempt; it is marked failed"
            : "A follow-up failed; the next sweep tries again",
          {
            followUpId: id,
            kind: stored && isReadable(stored) ? stored.action.kind : null,
            ...failureFields(error),
          },
        );
        await store.countFailure(id, String(error), finalRun);
      }
    }
  }
  if (queue) result.queued = await queueEnteringHorizon(db, queue, now);
  return result;
}
