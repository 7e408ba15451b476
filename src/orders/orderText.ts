import type { OrderView } from "@songs/domain";

/** How the dashboard names an order's song: "Song for Emma" (also its lock-screen title). */
export function songTitle(order: Pick<OrderView, "recipientName">): string {
  return `Song for ${order.recipientName}`;
}


/** A moment with its time: "March 4, 2025 at 10:00 AM", in the viewer's time zone. */
export function formatDateTime(date: Date | string): string {
  return DATE_TIME.format(new Date(date));
}

const DATE_TIME = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" });
