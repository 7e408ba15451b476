import {
  CUSTOMER_ORDER_GROUP_LABELS,
  customerOrderPath,
  isWaitingForCustomer,
  type CustomerOrderGroup,
  type OrderView,
} from "@songs/domain";

/** The dashboard's filters: every order, or one of the customer's groups (`?show=`). */
export const ORDER_FILTERS = ["all", "needs_you", "in_progress", "ready"] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export const ORDER_FILTER_LABELS: Readonly<Record<OrderFilter, string>> = {
  all: "All",
  ...CUSTOMER_ORDER_GROUP_LABELS,
};

export function orderFilterOf(value: string | null): OrderFilter {
  return (ORDER_FILTERS as readonly (string | null)[]).includes(value) ? (value as OrderFilter) : "all";
}

/** The group an order is in for its customer: a question waiting for them counts as needing them. */
export function groupOf(order: Pick<OrderView, "said" | "news">): CustomerOrderGroup {
  return isWaitingForCustomer(order.news) ? "needs_you" : order.said.group;
}

/**
 * The orders a filter shows, in the order the server sent them (newest first): reading an order's
 * news never moves it.
 */
export function filterOrders(orders: readonly OrderView[], filter: OrderFilter): OrderView[] {
  return filter === "all" ? [...orders] : orders.filter((order) => groupOf(order) === filter);
}

/** The one next action an order's row offers, when the next step is the customer's; null otherwise. */
export function nextActionOf(order: OrderView): { label: string; to: string } | null {
  const page = customerOrderPath(order.id);
  if (isWaitingForCustomer(order.news)) return { label: "Answer", to: `${page}#questions` };
  if (order.said.group === "needs_you") return { label: "Choose", to: page };
  if (order.said.group === "ready") return { label: "Listen", to: page };
  return null;
}
