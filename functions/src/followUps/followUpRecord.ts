import type { DocumentSnapshot } from "firebase-admin/firestore";
import { z } from "zod";
import { isWithinTaskHorizon, parseFollowUpAction, type FollowUp, type FollowUpActionProblem } from "@songs/domain";
import { count, flag, listOf, storedMap, storedRecord, timestamp } from "../adapters/firestore/storedRecord";

/** Whether a follow-up still has to run: done, or failed for good (unreadable, or out of attempts: the admins' to look at). */
export const FOLLOW_UP_STATES = ["pending", "done", "failed"] as const;
export type FollowUpState = (typeof FOLLOW_UP_STATES)[number];

/**
 * `followUps/{id}` as stored: what to do (its action: the kind and its payload, whose shape is the
 * domain's table's, `FOLLOW_UP_KINDS`, stored as any kind's fields are: each Date a Timestamp) for
 * which order, when, and how its runs went.
 */
export const storedFollowUp = z.object({
  id: z.string(),
  orderId: z.string(),
  /** The action's kind, beside it for the queries that filter by kind. */
  kind: z.string(),
  action: storedMap,
  dueAt: timestamp,
  state: z.enum(FOLLOW_UP_STATES),
  /** Runs that failed (a payment provider that did not answer); the sweep tries again. */
  failedRuns: count,
  /**
   * Runs the outside service refused (Stripe's 4xx): each refusal is saved under its idempotency
   * key and replayed to a retry with that key, so a retry after a refusal uses a new one.
   */
  refusals: count,
  /** Parts of its action done before (each device a notification reached): a run after a failure does them no more. */
  doneParts: listOf(z.string()),
  /** A run failed and none has succeeded since (the Operations page's list). */
  failing: flag,
  /** Due beyond Cloud Tasks' horizon: no task yet; the sweep queues it once it comes near (then false). */
  awaitsQueue: flag,
  lastError: z.string().optional(),
  lastFailedAt: timestamp.optional(),
  /** Failed runs counted before an admin's retry or a reopening gave it a fresh budget. */
  retriedRuns: z.number().int().optional(),
  failedAt: timestamp.optional(),
  reopenedAt: timestamp.optional(),
  /** What came of it, once done. */
  outcome: z.string().optional(),
  doneAt: timestamp.optional(),
  createdAt: timestamp,
});

export type StoredFollowUp = z.output<typeof storedFollowUp>;

/** `followUps/*` through the follow-up's codec; `createdAt` is stamped at the write that leaves it out (a new one). */
export const followUpRecord = storedRecord(storedFollowUp, { id: "id", stamps: ["createdAt"] });

/** A follow-up the table can run: its action read through the table, with its state and its runs. */
export interface FollowUpRecord
  extends FollowUp, Pick<StoredFollowUp, "state" | "failedRuns" | "refusals" | "doneParts"> {}

/** Why a stored follow-up cannot run: its action is not in the table, or the record is not one (its schema refuses it). */
export type FollowUpProblem = FollowUpActionProblem | { problem: "invalid_record"; kind: string; issues: string };

/** A stored follow-up whose action the table cannot read, or whose record its schema refuses. */
export interface UnreadableFollowUp {
  id: string;
  orderId: string;
  state: FollowUpState;
  problem: FollowUpProblem;
}

export const isReadable = (stored: FollowUpRecord | UnreadableFollowUp): stored is FollowUpRecord =>
  !("problem" in stored);

/**
 * The follow-up a document holds, its action read through the table; or what is wrong with it (a
 * record its schema refuses counts as pending, so the runner marks it failed for the admins).
 */
export function readFollowUp(snapshot: DocumentSnapshot): FollowUpRecord | UnreadableFollowUp {
  const checked = followUpRecord.check(snapshot);
  if (!checked.ok) {
    const kind: unknown = snapshot.get("kind");
    return {
      id: snapshot.id,
      orderId: String(snapshot.get("orderId") ?? ""),
      state: "pending",
      problem: { problem: "invalid_record", kind: typeof kind === "string" ? kind : "", issues: checked.issues },
    };
  }
  const { id, orderId, state, dueAt, failedRuns, refusals, doneParts } = checked.record;
  const read = parseFollowUpAction(checked.record.action);
  if (!read.ok) {
    const { ok: _ok, ...problem } = read;
    return { id, orderId, state, problem };
  }
  return { id, orderId, state, dueAt, action: read.action, failedRuns, refusals, doneParts };
}

/** Whether a follow-up due at `dueAt` waits, at `now`, for the sweep to queue its task (beyond Cloud Tasks' horizon). */
export const awaitsQueueAt = (dueAt: Date, now: Date): boolean => !isWithinTaskHorizon(dueAt, now);

/** A new follow-up as stored: pending, no run yet. */
export const newFollowUp = (item: FollowUp, now: Date = new Date()) =>
  followUpRecord.write({
    id: item.id,
    orderId: item.orderId,
    kind: item.action.kind,
    action: item.action,
    dueAt: item.dueAt,
    state: "pending",
    failedRuns: 0,
    refusals: 0,
    doneParts: [],
    failing: false,
    awaitsQueue: awaitsQueueAt(item.dueAt, now),
  });
