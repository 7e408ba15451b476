/**
 * The words of an order's life: the customer's statuses (spec §4), the studio's work stages, and
 * the phases the lifecycle's decision table is written over (docs/architecture.md, "An order's life").
 */

export const ORDER_STATUSES = ["pending", "paid", "in_progress", "completed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: "Pending",
  paid: "Paid",
  in_progress: "In Progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Label for any status value; unknown values keep their text (and get a neutral style). */
export function statusLabel(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status;
}

/** Statuses whose payment went through and that may still be cancelled: cancelling one refunds it. */
export const PAID_STATUSES: readonly OrderStatus[] = ["paid", "in_progress"];

/** Whether the order's payment went through and it is not finished: cancelling it refunds the payment. */
export function isPaidStatus(status: string): boolean {
  return (PAID_STATUSES as readonly string[]).includes(status);
}

/**
 * The studio's stage of an order's work. `song_check` is the admins' song check (Check Songs):
 * a version the artist submitted waits there to be released or sent back.
 */
export const WORK_STAGES = [
  "offered",
  "awaiting_customer",
  "unclaimed",
  "in_progress",
  "song_check",
  "returned",
  "released",
  "revision",
  "cancelled",
] as const;
export type WorkStage = (typeof WORK_STAGES)[number];

/** The stages as the studio and the admins name them. */
export const WORK_STAGE_LABELS: Readonly<Record<WorkStage, string>> = {
  offered: "Offered",
  awaiting_customer: "Waiting for the customer",
  unclaimed: "Unclaimed",
  in_progress: "In progress",
  song_check: "In the song check",
  returned: "Sent back",
  released: "Delivered",
  revision: "Revision requested",
  cancelled: "Cancelled",
};

export function isWorkStage(value: unknown): value is WorkStage {
  return typeof value === "string" && (WORK_STAGES as readonly string[]).includes(value);
}

/**
 * Where an order is in its life, the rows of the decision table: `pending` before payment, else
 * the work's stage (an order from before the studio gets the stage its status implies).
 */
export const ORDER_PHASES = ["pending", ...WORK_STAGES] as const;
export type OrderPhase = (typeof ORDER_PHASES)[number];
