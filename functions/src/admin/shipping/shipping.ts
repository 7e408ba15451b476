import { itemRefundRequestSchema, shipmentStepRequestSchema, type AdminOrderDetails, type ShipmentStepInput, type ShippingQueue, type ShippingQueueEntry } from "@songs/domain";
import { users, type CustomerProfile } from "../../account";
import { emptyQuerySchema, handler } from "../../http/handler";
import { orderItemParams } from "../../http/routeParams";
import { isoOrNull, lifecycleOf, orderReads, requireOrder, shipmentViews, type OrderRecord } from "../../orders";
import { loadAdminOrderDetails } from "../orders/loadAdminOrderDetails";

function queueEntry(order: OrderRecord, profile: CustomerProfile | undefined): ShippingQueueEntry {
  return {
    orderId: order.id,
    recipientName: order.recipientName,
    occasion: order.occasion,
    package: order.package,
    customerName: profile?.fullName ?? null,
    customerEmail: profile?.email ?? order.customerEmail,
    releasedAt: isoOrNull(order.completedAt),
    shippingAddress: order.shippingAddress,
    shipments: shipmentViews(order),
  };
}

/**
 * GET /api/admin/shipping: the "To ship" queue, every released order that owes a framed lyrics
 * print or a CD not yet delivered or refunded, released first first, with the customer, the
 * address and each item's state. Reads only.
 */
export const listShippingQueue = handler(
  emptyQuerySchema,
  async ({ db }): Promise<ShippingQueue> => {
    const orders = await orderReads(db).listInShippingQueue();
    const profiles = await users(db).profiles(orders.map((order) => order.userId));
    return { orders: orders.map((order) => queueEntry(order, profiles.get(order.userId))) };
  },
  { auth: "admin" },
);

/**
 * POST /api/admin/orders/:orderId/items/:item/steps {to, carrier?, trackingNumber?}: the item is
 * made (a print sent to the print shop, a CD burned), shipped with its carrier and tracking number
 * (the customer is emailed in the same transaction), or delivered, in that order (409
 * `shipment_step_invalid` otherwise; `song_not_released` before the song is). Answers the order's
 * queue entry as it now stands.
 */
export const advanceShipment = handler(
  shipmentStepRequestSchema,
  async (context): Promise<ShippingQueueEntry> => {
    const { db, params, input, user } = context;
    const step: ShipmentStepInput = input.to === "shipped" ? { to: "shipped", carrier: input.carrier, trackingNumber: input.trackingNumber } : { to: input.to };
    const { order } = await lifecycleOf(context).run(params.orderId, { type: "advance_item", item: params.item, step, actor: user });
    const current = order ?? (await requireOrder(db, params.orderId));
    const profiles = await users(db).profiles([current.userId]);
    return queueEntry(current, profiles.get(current.userId));
  },
  { auth: "admin", params: orderItemParams },
);

/**
 * POST /api/admin/orders/:orderId/items/:item/refund {amountCents}: refunds a physical item that
 * has not shipped, by its own amount (at most its price): exactly once, however many times it is
 * asked (the refund is follow-up work under one id, and Stripe's idempotency key is that id), and
 * never from the artist's share. 409 `item_shipped` once it shipped. Answers the order's details.
 */
export const refundItem = handler(
  itemRefundRequestSchema,
  async (context): Promise<AdminOrderDetails> => {
    const { db, params, input, user } = context;
    await lifecycleOf(context).run(params.orderId, { type: "refund_item", item: params.item, amountCents: input.amountCents, actor: user });
    return loadAdminOrderDetails(db, params.orderId);
  },
  { auth: "admin", params: orderItemParams },
);
