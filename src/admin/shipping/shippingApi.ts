import { apiGet, apiSend } from "../../api/client";
import {
  adminOrderDetailsSchema,
  shippingQueueEntrySchema,
  shippingQueueSchema,
  type AdminOrderDetails,
  type PhysicalItemKey,
  type ShipmentStepRequest,
  type ShippingQueue,
  type ShippingQueueEntry,
} from "@songs/domain";

/** The admins' shipping calls (the orders capability, functions/src/orders): the "To ship" queue and each physical item's steps. */

export const SHIPPING_QUEUE_PATH = "/api/admin/shipping";
const itemPath = (orderId: string, item: PhysicalItemKey) =>
  `/api/admin/orders/${encodeURIComponent(orderId)}/items/${item}`;

export function fetchShippingQueue(signal: AbortSignal): Promise<ShippingQueue> {
  return apiGet(SHIPPING_QUEUE_PATH, shippingQueueSchema, { signal });
}

/** Moves the item on: made (sent to print, burned), shipped with its tracking, delivered. Answers the order's queue entry. */
export function advanceShipment(
  orderId: string,
  item: PhysicalItemKey,
  step: ShipmentStepRequest,
): Promise<ShippingQueueEntry> {
  return apiSend("POST", `${itemPath(orderId, item)}/steps`, step, shippingQueueEntrySchema);
}

/** Refunds an item that has not shipped, by its own amount. Answers the order's details. */
export function refundItem(orderId: string, item: PhysicalItemKey, amountCents: number): Promise<AdminOrderDetails> {
  return apiSend("POST", `${itemPath(orderId, item)}/refund`, { amountCents }, adminOrderDetailsSchema);
}
