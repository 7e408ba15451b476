import { shipmentStepRequestSchema, type ShipmentStepInput, type ShippingQueueEntry } from "@songs/domain";
import { users } from "../account";
import { handler } from "../http/handler";
import { orderItemParams } from "../http/routeParams";
import { lifecycleOf } from "./lifecycleOf";
import { requireOrder } from "./ownedOrder";
import { queueEntry } from "./queueEntry";

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
    const step: ShipmentStepInput =
      input.to === "shipped"
        ? { to: "shipped", carrier: input.carrier, trackingNumber: input.trackingNumber }
        : { to: input.to };
    const { order } = await lifecycleOf(context).run(params.orderId, {
      type: "advance_item",
      item: params.item,
      step,
      actor: user,
    });
    const current = order ?? (await requireOrder(db, params.orderId));
    const profiles = await users(db).profiles([current.userId]);
    return queueEntry(current, profiles.get(current.userId));
  },
  { auth: "admin", params: orderItemParams },
);
