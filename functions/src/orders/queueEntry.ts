import type { ShippingQueueEntry } from "@songs/domain";
import type { CustomerProfile } from "../account";
import { isoOrNull } from "./orderView";
import { shipmentViews } from "./fulfilmentViews";
import { type OrderRecord } from "./orderRecord";

/** An order's line in the "To ship" queue: the customer, the address and each physical item's state. */
export function queueEntry(order: OrderRecord, profile: CustomerProfile | undefined): ShippingQueueEntry {
  return {
    orderId: order.id,
    recipientName: order.recipientName,
    occasion: order.occasion,
    package: order.package,
    customerName: profile?.fullName ?? null,
    customerEmail: profile?.email ?? order.customerEmail,
    releasedAt: isoOrNull(order.releasedAt),
    shippingAddress: order.shippingAddress,
    shipments: shipmentViews(order),
  };
}
