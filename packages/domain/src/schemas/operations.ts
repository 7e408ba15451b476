import { z } from "zod";
import { MAX_PAGE_SIZE, pageCursorSchema } from "./pages";
import { MAX_WORK_NOTE_LENGTH } from "./studio";
import { UNCLAIMED_ALERT_HOURS } from "../studio";

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
  "refundedPayments",
] as const;
export type OperationsList = (typeof OPERATIONS_LISTS)[number];

export const OPERATIONS_LIST_TITLES: Record<OperationsList, string> = {
  failingFollowUps: "Follow-ups failing",
  overdueFollowUps: "Follow-ups overdue",
  failedMail: "Emails not delivered",
  unclaimedOrders: `Paid, no artist after ${UNCLAIMED_ALERT_HOURS} hours`,
  overdueOrders: "In progress past the due date",
  failingTransfers: "Released, artist's transfer failing",
  refundedPayments: "Paid, no order: refunded in full (last 7 days)",
};

export const OPERATIONS_EMPTY: Record<OperationsList, string> = {
  failingFollowUps: "No follow-up is failing.",
  overdueFollowUps: "No follow-up is overdue.",
  failedMail: "Every email was delivered.",
  unclaimedOrders: `No paid order has waited ${UNCLAIMED_ALERT_HOURS} hours for an artist.`,
  overdueOrders: "No order in progress is past its due date.",
  failingTransfers: "No artist's transfer is failing.",
  refundedPayments: "Every payment of the last 7 days became an order.",
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
/**
 * `POST /api/admin/operations/follow-ups/:followUpId/settle`: the Stripe object that settled a money
 * follow-up outside the marketplace: a refund (`re_`), a share's transfer (`tr_`) or its reversal (`trr_`).
 */
export const SETTLING_ID_REQUIRED = "Give the id of the Stripe refund, transfer or reversal that settled it";
export const settleFollowUpSchema = z.strictObject({
  stripeId: z
    .string(SETTLING_ID_REQUIRED)
    .trim()
    .regex(/^(re|tr|trr)_[A-Za-z0-9]{1,100}$/, SETTLING_ID_REQUIRED),
});
export type SettleFollowUpRequest = z.infer<typeof settleFollowUpSchema>;
/** 409/400 answers of recording money moved outside the marketplace. */
export const SETTLE_MESSAGES = {
  notSettled:
    "Only a refund, a share's transfer or its reversal is recorded from Stripe; an artist's owed shares are recorded share by share",
  wrongObject: (object: string, prefix: string) => `This follow-up is settled by a Stripe ${object} (${prefix}...)`,
  unknownRefund: "Stripe has no refund with this id",
  otherPayment: "This refund is of another payment, not this order's",
  notSucceeded: "This refund has not succeeded at Stripe",
  notWhole: "This refund does not cover what the follow-up owes",
  unknownTransfer: "Stripe has no transfer with this id",
  otherTransfer: "This transfer is not this order's share to its artist's account",
  transferAmount: "This transfer is not the share's amount",
  transferReversed: "This transfer was reversed at Stripe",
  notTransferred: "The share has no transfer to reverse",
  unknownReversal: "Stripe has no reversal with this id of the share's transfer",
  notWholeReversal: "This reversal does not reverse the whole transfer",
} as const;
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
  /** Its subject: an order's id, else what it is about (`books`, `account-{uid}`, `charge-{id}`...). */
  orderId: z.string(),
  /** Whether its subject is an order (shown as a link to it). */
  aboutOrder: z.boolean(),
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
  /**
   * The moment the order got stuck: the unclaimed alert, the due date, the release whose transfer
   * fails; for a payment that became no order (its session's id as `orderId`), its refund.
   */
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
  refundedPayments: pageSchema("refundedPayments", stuckOrderOperationSchema),
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
