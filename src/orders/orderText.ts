import type { OrderView } from "@songs/domain";

/** How the dashboard names an order's song: "Song for Emma" (also its lock-screen title). */
export function songTitle(order: Pick<OrderView, "recipientName">): string {
  return `Song for ${order.recipientName}`;
}
