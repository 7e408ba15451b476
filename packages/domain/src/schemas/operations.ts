import { z } from "zod";
import { pageCursorSchema } from "./pages";

/**
 * The admins' Operations page (`/admin/operations`, issue 33): what failed and what is stuck, each
 * list paged (at most OPERATIONS_PAGE_SIZE rows) and counted from count() queries over indexed fields.
 */

/** Rows per page of every Operations list. */
export const OPERATIONS_PAGE_SIZE = 50;

/** A pending follow-up this long past its due time is overdue: the sweep (every 5 minutes) should have run it. */
export const FOLLOW_UP_OVERDUE_GRACE_MS = 15 * 60 * 1000;

/** How often the sweep tries a failing follow-up again (its schedule). */
export const FOLLOW_UP_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/** The Operations lists, in the page's order. */
export const OPERATIONS_LISTS = ["failingFollowUps", "overdueFollowUps", "failedMail", "unclaimedOrders", "overdueOrders", "failingTransfers"] as const;
export type OperationsList = (typeof OPERATIONS_LISTS)[number];

export const OPERATIONS_LIST_TITLES: Record<OperationsList, string> = {
  failingFollowUps: "Follow-ups failing",
  overdueFollowUps: "Follow-ups overdue",
  failedMail: "Emails not delivered",
  unclaimedOrders: "Paid, no artist after the 72-hour alert",
  overdueOrders: "In progress past the due date",
  failingTransfers: "Released, artist's transfer failing",
};

export const OPERATIONS_EMPTY: Record<OperationsList, string> = {
  failingFollowUps: "No follow-up is failing.",
  overdueFollowUps: "No follow-up is overdue.",
  failedMail: "Every email was delivered.",
  unclaimedOrders: "No paid order is waiting for an artist past the alert.",
  overdueOrders: "No order in progress is past its due date.",
  failingTransfers: "No artist's transfer is failing.",
};

/** `GET /api/admin/operations`: every list's first page; with `?list=&cursor=` the next page of one list (its `nextCursor`). */
export const operationsQuerySchema = z.strictObject({ list: z.enum(OPERATIONS_LISTS, "Choose a known Operations list").optional(), cursor: pageCursorSchema });

/** `POST /api/admin/operations/follow-ups/:followUpId/cancel` */
export const MAX_CANCEL_REASON_LENGTH = 500;
export const CANCEL_REASON_REQUIRED = "Say why this work is cancelled";
export const cancelFollowUpSchema = z.strictObject({
  reason: z
    .string(CANCEL_REASON_REQUIRED)
    .trim()
    .min(1, CANCEL_REASON_REQUIRED)
    .max(MAX_CANCEL_REASON_LENGTH, `Keep the reason under ${MAX_CANCEL_REASON_LENGTH} characters`),
});
export type CancelFollowUpRequest = z.infer<typeof cancelFollowUpSchema>;
export const retryFollowUpSchema = z.strictObject({});
export const resendMailSchema = z.strictObject({});

/** 409 answers: the work is over, so there is nothing to retry or cancel. */
export const FOLLOW_UP_DONE = "This work is done already: there is nothing to retry or cancel";
export const MAIL_DELIVERED = "This email was delivered: there is nothing to send again";
export const MAIL_NOT_FAILED = "This email has not failed: there is nothing to send again";

/** A follow-up row: the work, its order, when it was due, its tries and last error, and when the sweep tries it next. */
export interface FollowUpOperation {
  id: string;
  kind: string;
  label: string;
  orderId: string;
  dueAt: string | null;
  state: "pending" | "failed" | "done";
  tries: number;
  lastError: string | null;
  lastFailedAt: string | null;
  /** When the sweep tries it next; null when only an admin's "Retry now" will (failed for good). */
  nextTryAt: string | null;
}

/** What "Retry now" came to. */
export type FollowUpRetryOutcome = "done" | "still_failing" | "nothing_to_do";

export interface FollowUpRetryResponse {
  outcome: FollowUpRetryOutcome;
  message: string;
  followUp: FollowUpOperation;
}

/** An email whose delivery failed (the Trigger Email extension's `delivery` on `mail/{id}`). */
export interface FailedMailOperation {
  id: string;
  to: string;
  subject: string;
  error: string | null;
  attempts: number;
  failedAt: string | null;
  orderId: string | null;
}

/** A stuck order: which, since when, and with what. */
export interface StuckOrderOperation {
  orderId: string;
  status: string;
  recipientName: string | null;
  /** The moment the order got stuck: the unclaimed alert, the due date, the failing transfer's entry. */
  since: string | null;
  detail: string | null;
}

export type OperationsRow<List extends OperationsList> = List extends "failingFollowUps" | "overdueFollowUps"
  ? FollowUpOperation
  : List extends "failedMail"
    ? FailedMailOperation
    : StuckOrderOperation;

export interface OperationsPage<List extends OperationsList = OperationsList> {
  list: List;
  count: number;
  rows: OperationsRow<List>[];
  nextCursor: string | null;
}

/** `GET /api/admin/operations`: every list's count (the badge reads `attention`) and first page. */
export interface OperationsOverview {
  counts: Record<OperationsList, number>;
  /** Whether anything needs the admins (any list not empty). */
  attention: boolean;
  lists: { [List in OperationsList]: OperationsPage<List> };
}

/** `GET /api/admin/operations/summary`: the counts alone, for the Admin menu's badge. */
export interface OperationsSummary {
  counts: Record<OperationsList, number>;
  attention: boolean;
}

export const FOLLOW_UP_RETRY_MESSAGES: Record<FollowUpRetryOutcome, string> = {
  done: "Done: the work went through.",
  still_failing: "Tried again: it still fails.",
  nothing_to_do: "Nothing to do: the order was cancelled, so the work was closed.",
};
