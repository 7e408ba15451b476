import type { Firestore } from "firebase-admin/firestore";
import {
  dueDateOf,
  formatCents,
  followUpLabel,
  FOLLOW_UP_SWEEP_INTERVAL_MS,
  isAboutOrder,
  OPERATIONS_LISTS,
  OPERATIONS_PAGE_SIZE,
  type FailedMailOperation,
  type FollowUpOperation,
  type OperationsList,
  type OperationsPage,
  type OperationsRow,
  type OperationsSummary,
  type StuckOrderOperation,
} from "@songs/domain";
import { failedMailOf, mailQueue, type FailedMail } from "../adapters/mail/mailQueue";
import { pageByCursor } from "../http/pageCursor";
import { releaseTransfers, type ReleaseWithTransfer } from "../earnings";
import { followUps, type FollowUpListing } from "../followUps";
import { orderReads, type OrderRecord } from "../orders";
import { UNFULFILLED_REASONS, unfulfilledPayments, type UnfulfilledPayment } from "../payments";

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

/** A follow-up row: a pending one that failed is tried again by the next sweep; a failed one only by an admin. */
export function followUpOperation(listing: FollowUpListing): FollowUpOperation {
  const retriedBySweep = listing.state === "pending";
  const nextTry = retriedBySweep
    ? new Date((listing.lastFailedAt ?? listing.dueAt ?? new Date()).getTime() + FOLLOW_UP_SWEEP_INTERVAL_MS)
    : null;
  return {
    id: listing.id,
    kind: listing.kind,
    label: followUpLabel(listing.kind),
    orderId: listing.orderId,
    aboutOrder: isAboutOrder(listing.kind, listing.orderId),
    dueAt: iso(listing.dueAt),
    state: listing.state,
    tries: listing.failedRuns,
    lastError: listing.lastError,
    lastFailedAt: iso(listing.lastFailedAt),
    nextTryAt: iso(nextTry),
  };
}

export const failedMailOperation = (mail: FailedMail): FailedMailOperation => ({
  ...mail,
  failedAt: iso(mail.failedAt),
});

const unclaimedOperation = (order: OrderRecord): StuckOrderOperation => ({
  orderId: order.id,
  status: order.status,
  recipientName: order.recipientName,
  since: iso(order.createdAt),
  detail: order.work?.stage === "awaiting_customer" ? "Waiting for the customer's choice" : "No artist has taken it",
});

const overdueOperation = (order: OrderRecord): StuckOrderOperation => ({
  orderId: order.id,
  status: order.status,
  recipientName: order.recipientName,
  since: iso(dueDateOf(order)),
  detail: order.work?.stage ? `Stage: ${order.work.stage.replace(/_/g, " ")}` : null,
});

const transferOperation = (release: ReleaseWithTransfer): StuckOrderOperation => ({
  orderId: release.orderId,
  status: "completed",
  recipientName: release.recipientName,
  since: iso(release.createdAt),
  detail: release.transfer?.lastError ?? null,
});

const refundedPaymentOperation = (payment: UnfulfilledPayment): StuckOrderOperation => ({
  orderId: payment.sessionId,
  status: "refunded",
  recipientName: null,
  since: iso(payment.refundedAt),
  detail: `${formatCents(payment.amountCents)} refunded (${payment.refundId ?? "in Stripe's dashboard"}): ${UNFULFILLED_REASONS[payment.reason]}`,
});

type PageLoader = (db: Firestore, now: Date, cursor?: string) => Promise<OperationsPage>;

/** A list's page as answered: its rows mapped to the list's row shape. */
const answer =
  <Row>(list: OperationsList, toRow: (row: Row) => OperationsRow<OperationsList>) =>
  (page: { rows: Row[]; nextCursor: string | null; count: number }): OperationsPage => ({
    list,
    count: page.count,
    rows: page.rows.map(toRow),
    nextCursor: page.nextCursor,
  });

/** The failed emails' page: the mail adapter's query paged by cursor, and its count. */
async function failedMailPage(db: Firestore, cursor?: string) {
  const mail = mailQueue(db);
  const [page, count] = await Promise.all([
    pageByCursor(mail.failedByLastFailure(), {
      list: "failed-mail",
      field: "delivery.endTime",
      limit: OPERATIONS_PAGE_SIZE,
      cursor,
    }),
    mail.countFailed(),
  ]);
  return { rows: page.docs.map(failedMailOf), nextCursor: page.nextCursor, count };
}

const ordersOf = (page: { orders: OrderRecord[]; nextCursor: string | null; count: number }) => ({
  rows: page.orders,
  nextCursor: page.nextCursor,
  count: page.count,
});

/** Each list's page: at most 50 rows after `cursor`, and its count from a count() query over the same indexed filter. */
const PAGES: Record<OperationsList, PageLoader> = {
  failingFollowUps: (db, _now, cursor) =>
    followUps(db).pageFailing(cursor).then(answer("failingFollowUps", followUpOperation)),
  overdueFollowUps: (db, now, cursor) =>
    followUps(db).pageOverdue(now, cursor).then(answer("overdueFollowUps", followUpOperation)),
  failedMail: (db, _now, cursor) => failedMailPage(db, cursor).then(answer("failedMail", failedMailOperation)),
  unclaimedOrders: (db, now, cursor) =>
    orderReads(db)
      .pageUnclaimedPastDelay(now, cursor)
      .then(ordersOf)
      .then(answer("unclaimedOrders", unclaimedOperation)),
  overdueOrders: (db, now, cursor) =>
    orderReads(db).pageOverdueInProgress(now, cursor).then(ordersOf).then(answer("overdueOrders", overdueOperation)),
  failingTransfers: async (db, _now, cursor) => {
    const transfers = releaseTransfers(db);
    const [page, count] = await Promise.all([transfers.pageFailing(cursor), transfers.countFailing()]);
    return answer("failingTransfers", transferOperation)({ ...page, count });
  },
  refundedPayments: (db, now, cursor) =>
    unfulfilledPayments(db).pageRecent(now, cursor).then(answer("refundedPayments", refundedPaymentOperation)),
};

export const operationsPage = (
  db: Firestore,
  list: OperationsList,
  now: Date,
  cursor?: string,
): Promise<OperationsPage> => PAGES[list](db, now, cursor);

/** Every list's count, from count() aggregation queries over the lists' indexed filters (seven in all, no document read). */
export async function operationsSummary(db: Firestore, now: Date): Promise<OperationsSummary> {
  const [followUpCounts, failedMail, stuck, failingTransfers, refundedPayments] = await Promise.all([
    followUps(db).counts(now),
    mailQueue(db).countFailed(),
    orderReads(db).countStuck(now),
    releaseTransfers(db).countFailing(),
    unfulfilledPayments(db).countRecent(now),
  ]);
  const counts: Record<OperationsList, number> = {
    failingFollowUps: followUpCounts.failing,
    overdueFollowUps: followUpCounts.overdue,
    failedMail,
    unclaimedOrders: stuck.unclaimed,
    overdueOrders: stuck.overdue,
    failingTransfers,
    refundedPayments,
  };
  return { counts, attention: OPERATIONS_LISTS.some((list) => counts[list] > 0) };
}
