/** Order status values (spec §4), the one state machine of an order's status, and the sets derived from it. */

export const ORDER_STATUSES = ["pending", "paid", "in_progress", "completed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: "Pending",
  paid: "Paid",
  in_progress: "In Progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

/**
 * What moves an order's status: an admin's choice in the status control, the delivery of its
 * song (spec §4: an admin's upload sets the song and the status completed), or an artist accepting
 * it in the studio (docs/studio.md).
 */
export type StatusMoveCause = "admin" | "delivery" | "artist";

const ALLOWED_TRANSITIONS: Readonly<Record<StatusMoveCause, Readonly<Record<OrderStatus, readonly OrderStatus[]>>>> = {
  admin: {
    pending: ["cancelled"],
    paid: ["in_progress", "cancelled"],
    in_progress: ["completed", "cancelled"],
    completed: [],
    cancelled: [],
  },
  delivery: {
    pending: [],
    paid: ["completed"],
    in_progress: ["completed"],
    completed: [],
    cancelled: [],
  },
  artist: {
    pending: [],
    paid: ["in_progress"],
    in_progress: [],
    completed: [],
    cancelled: [],
  },
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Whether `cause` may move an order from `from` to `to` (an admin's choice unless said otherwise). */
export function canTransition(from: OrderStatus, to: OrderStatus, cause: StatusMoveCause = "admin"): boolean {
  return ALLOWED_TRANSITIONS[cause][from].includes(to);
}

/**
 * Whether an order may receive its song, or a new version of it: delivery completes it, or it is
 * completed already (a new version after a revision is a version event, not a status move).
 */
export function canDeliver(status: string): boolean {
  return status === "completed" || (isOrderStatus(status) && canTransition(status, "completed", "delivery"));
}

/** Statuses whose orders may receive a (new version of their) song: paid and not cancelled. */
export const DELIVERABLE_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(canDeliver);

/** Statuses whose payment went through and that may still be cancelled: cancelling one refunds it. */
export const PAID_STATUSES: readonly OrderStatus[] = ["paid", "in_progress"];

/** Whether the order's payment went through and it is not finished: cancelling it refunds the payment. */
export function isPaidStatus(status: string): boolean {
  return (PAID_STATUSES as readonly string[]).includes(status);
}

/** Label for any status value; unknown values keep their text (and get a neutral style). */
export function statusLabel(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status;
}
