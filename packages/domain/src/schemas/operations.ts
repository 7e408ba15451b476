import { z } from "zod";
import { MAX_PAGE_SIZE, pageCursorSchema } from "./pages";
import { MAX_WORK_NOTE_LENGTH } from "./studio";

/**
 * The admins' Operations page (`/admin/operations`, issue 33): what failed and what is stuck, each
 * list paged (at most OPERATIONS_PAGE_SIZE rows) and counted from count() queries over indexed fields.
 */

/** Rows per page of every Operations list: every list's page size. */
export const OPERATIONS_PAGE_SIZE = MAX_PAGE_SIZE;

/** A pending follow-up this long past its due time is overdue: the sweep (every 5 minutes) should have run it. */
export const FOLLOW_UP_OVERDUE_GRACE_MS = 15 * 60 * 1000;

/** How often the sweep tries a failing follow-up again (its schedule). */
export const FOLLOW_UP_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/** The Operations lists, in the page's order. */
export const OPERATIONS_LISTS = [
  "failingFollowUps",
  "overdueFollowUps",
  "failedMail",
  "unclaimedOrders",
  "overdueOrders",
  "failingTransfers",
] as const;
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
export const operationsQuerySchema = z.strictObject({
  list: z.enum(OPERATIONS_LISTS, "Choose a known Operations list").optional(),
  cursor: pageCursorSchema,
});

/** `POST /api/admin/operations/follow-ups/:followUpId/cancel` */
export const MAX_CANCEL_REASON_LENGTH = MAX_WORK_NOTE_LENGTH;
export const CANCEL_REASON_REQUIRED = "Say why this follow-up is cancelled";
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

/** 409 answers: the follow-up is over, so there is nothing to retry or cancel. */
export const FOLLOW_UP_DONE = "This follow-up is done already: there is nothing to retry or cancel";
export const MAIL_DELIVERED = "This email was delivered: there is nothing to send again";
export const MAIL_NOT_FAILED = "This email has not failed: there is nothing to send again";

/** A follow-up row: what it does, its order, when it was due, its tries and last error, and when the sweep tries it next. */
export const followUpOperationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  label: z.string(),
  orderId: z.string(),
  dueAt: z.string().nullable(),
  state: z.enum(["pending", "failed", "done"]),
  tries: z.number().int(),
  lastError: z.string().nullable(),
  lastFailedAt: z.string().nullable(),
  /** When the sweep tries it next; null when only an admin's "Retry now" will (failed for good). */
  nextTryAt: z.string().nullable(),
});
export type FollowUpOperation = z.infer<typeof followUpOperationSchema>;

/** What "Retry now" came to. */
export const FOLLOW_UP_RETRY_OUTCOMES = ["done", "still_failing", "nothing_to_do"] as const;
export type FollowUpRetryOutcome = (typeof FOLLOW_UP_RETRY_OUTCOMES)[number];

export const followUpRetryResponseSchema = z.object({
  outcome: z.enum(FOLLOW_UP_RETRY_OUTCOMES),
  message: z.string(),
  followUp: followUpOperationSchema,
});
export type FollowUpRetryResponse = z.infer<typeof followUpRetryResponseSchema>;
export const followUpCancelResponseSchema = z.object({ followUp: followUpOperationSchema });

/** An email whose delivery failed (the Trigger Email extension's `delivery` on `mail/{id}`). */
export const failedMailOperationSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  failedAt: z.string().nullable(),
  orderId: z.string().nullable(),
});
export type FailedMailOperation = z.infer<typeof failedMailOperationSchema>;
export const sendMailAgainResponseSchema = z.object({ mail: failedMailOperationSchema, queued: z.boolean() });

/** A stuck order: which, since when, and with what. */
export const stuckOrderOperationSchema = z.object({
  orderId: z.string(),
  status: z.string(),
  recipientName: z.string().nullable(),
  /** The moment the order got stuck: the unclaimed alert, the due date, the release whose transfer fails. */
  since: z.string().nullable(),
  detail: z.string().nullable(),
});
export type StuckOrderOperation = z.infer<typeof stuckOrderOperationSchema>;

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

const pageSchema = <List extends OperationsList, Row extends z.ZodType>(list: List, row: Row) =>
  z.object({ list: z.literal(list), count: z.number().int(), rows: z.array(row), nextCursor: z.string().nullable() });

/** Each list's page schema (a page of `?list=` reads with its list's). */
export const OPERATIONS_PAGE_SCHEMAS = {
  failingFollowUps: pageSchema("failingFollowUps", followUpOperationSchema),
  overdueFollowUps: pageSchema("overdueFollowUps", followUpOperationSchema),
  failedMail: pageSchema("failedMail", failedMailOperationSchema),
  unclaimedOrders: pageSchema("unclaimedOrders", stuckOrderOperationSchema),
  overdueOrders: pageSchema("overdueOrders", stuckOrderOperationSchema),
  failingTransfers: pageSchema("failingTransfers", stuckOrderOperationSchema),
} satisfies Record<OperationsList, z.ZodType>;

const countsSchema = z.object(
  Object.fromEntries(OPERATIONS_LISTS.map((list) => [list, z.number().int()])) as Record<OperationsList, z.ZodNumber>,
);

/** `GET /api/admin/operations/summary`: the counts alone, for the Admin menu's badge. */
export const operationsSummarySchema = z.object({ counts: countsSchema, attention: z.boolean() });
export type OperationsSummary = z.infer<typeof operationsSummarySchema>;

/** `GET /api/admin/operations`: every list's count (the badge reads `attention`) and first page. */
export const operationsOverviewSchema = operationsSummarySchema.extend({ lists: z.object(OPERATIONS_PAGE_SCHEMAS) });
export interface OperationsOverview {
  counts: Record<OperationsList, number>;
  /** Whether anything needs the admins (any list not empty). */
  attention: boolean;
  lists: { [List in OperationsList]: OperationsPage<List> };
}

export const FOLLOW_UP_RETRY_MESSAGES: Record<FollowUpRetryOutcome, string> = {
  done: "Done: the follow-up went through.",
  still_failing: "Tried again: it still fails.",
  nothing_to_do: "Nothing to do: the order was cancelled, so the follow-up was closed.",
};
