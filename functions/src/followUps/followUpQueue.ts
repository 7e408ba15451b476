import type { TaskQueue } from "firebase-admin/functions";
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { z } from "zod";
import { dateOrNull } from "../adapters/firestore/documentFields";

/** The task queue function that carries out follow-ups (index.ts `runFollowUp`). */
export const FOLLOW_UP_QUEUE = "runFollowUp";

/** What a follow-up task carries: only the record's id; the record says what to do. */
export const followUpTaskSchema = z.object({ followUpId: z.string().regex(/^[A-Za-z0-9_-]{1,400}$/) });
export type FollowUpTask = z.infer<typeof followUpTaskSchema>;

const isAlreadyQueued = (error: unknown) => (error as { code?: unknown } | null)?.code === "functions/task-already-exists";

/**
 * Queues a new follow-up record as a Cloud Task due at its `dueAt` (at once when that has passed),
 * named after the record: the task queue refuses a second task of the same name, so a repeated
 * create event (Firestore triggers run at least once) queues it once.
 */
export async function enqueueFollowUp(queue: TaskQueue<FollowUpTask>, created: DocumentSnapshot): Promise<void> {
  const dueAt = dateOrNull(created.get("dueAt")) ?? new Date();
  try {
    await queue.enqueue({ followUpId: created.id }, { id: created.id, scheduleTime: dueAt });
  } catch (error) {
    if (!isAlreadyQueued(error)) throw error;
  }
}
