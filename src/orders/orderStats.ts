import { isWaitingForCustomer, type OrderStatus, type OrderView } from "@songs/domain";

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

/** How soon the customer should see an order: 0 it waits for them (a question, a choice), 1 it has news, 2 the rest. */
function urgencyOf(order: OrderView): number {
  if (isWaitingForCustomer(order.news) || order.work?.awaitingChoice) return 0;
  return order.news.length > 0 ? 1 : 2;
}

/** How many orders have something new or wait for the customer. */
export const countWithNews = (orders: readonly OrderView[]) => orders.filter((order) => urgencyOf(order) < 2).length;
