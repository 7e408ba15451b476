import {
  ADD_ONS,
  PACKAGES,
  isAddOnKey,
  isPackageKey,
  BUILDER_GENRES,
  OCCASIONS,
  labelOf,
  type OrderView,
} from "@songs/domain";

/** How the dashboard names an order's song: "Song for Emma" (also its lock-screen title). */
export function songTitle(order: Pick<OrderView, "recipientName">): string {
  return `Song for ${order.recipientName}`;
}

export function occasionLabel(order: OrderView): string {
  return labelOf(OCCASIONS, order.occasion);
}

export function genreLabel(order: OrderView): string {
  return labelOf(BUILDER_GENRES, order.genre);
}

export function packageName(order: OrderView): string {
  return isPackageKey(order.package) ? PACKAGES[order.package].name : order.package;
}

export function addOnLabels(order: OrderView): string[] {
  return order.addOns.map((key) => (isAddOnKey(key) ? ADD_ONS[key].label : key));
}

/** A moment with its time: "March 4, 2025 at 10:00 AM", in the viewer's time zone. */
export function formatDateTime(date: Date | string): string {
  return DATE_TIME.format(new Date(date));
}

const DATE_TIME = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" });
