import { type OrderStatus, type OrderView } from "@songs/domain";

/** Statuses the customer still waits on: ordered, paid or being made. */
const IN_PROGRESS: readonly string[] = ["pending", "paid", "in_progress"] satisfies OrderStatus[];

export interface OrderStats {
  total: number;
  inProgress: number;
  completed: number;
}

export function summarizeOrders(orders: readonly OrderView[]): OrderStats {
  return {
    total: orders.length,
    inProgress: orders.filter((order) => IN_PROGRESS.includes(order.status)).length,
    completed: orders.filter((order) => order.status === "completed").length,
  };
}
