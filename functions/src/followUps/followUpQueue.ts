import type { TaskQueue } from "firebase-admin/functions";
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { requestLog } from "../http/requestLog";
import { z } from "zod";
import { isWithinTaskHorizon } from "@songs/domain";
import { followUpRecord } from "./followUpRecord";

/** The task queue function that carries out follow-ups (index.ts `runFollowUp`). */
export const FOLLOW_UP_QUEUE = "runFollowUp";

/** What a follow-up task carries: only the record's id; the record says what to do. */
export const followUpTaskSchema = z.object({ followUpId: z.string().regex(/^[A-Za-z0-9_-]{1,400}$/) });
export type FollowUpTask = z.infer<typeof followUpTaskSchema>;

const isAlreadyQueued = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === "functions/task-already-exists";

/**
 * Queues the follow-up `id` as a Cloud Task due at `dueAt` (at once when that has passed), named
 * after the record: the task queue refuses a second task of the same name, so a repeated create
 * event (Firestore triggers run at least once) or a second sweep queues it once.
 */
export async function queueFollowUpTask(queue: TaskQueue<FollowUpTask>, id: string, dueAt: Date): Promise<void> {
  try {
    await queue.enqueue({ followUpId: id }, { id, scheduleTime: dueAt });
  } catch (error) {
    if (!isAlreadyQueued(error)) throw error;
  }
}

/**
 * Queues a new follow-up record's task, when it is due within Cloud Tasks' horizon (which refuses
 * a task more than 30 days ahead); a later one waits in its record (`awaitsQueue`) for the sweep to
 * queue it once it comes near.
 */
export async function enqueueFollowUp(
  queue: TaskQueue<FollowUpTask>,
  created: DocumentSnapshot,
  now: Date = new Date(),
): Promise<void> {
  const { dueAt } = followUpRecord.read(created);
  if (!isWithinTaskHorizon(dueAt, now)) {
    requestLog.info("A follow-up due beyond the task queue's horizon waits for the sweep to queue it", {
      followUpId: created.id,
      dueAt: dueAt.toISOString(),
    });
    return;
  }
  await queueFollowUpTask(queue, created.id, dueAt);
}
