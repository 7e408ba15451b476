import { postalAddressRequestSchema, type OrderView } from "@songs/domain";
import { handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { lifecycleOf } from "./lifecycleOf";
import { loadOrderView } from "./orderView";
import { requireOwnedOrder } from "./ownedOrder";

/**
 * PUT /api/orders/:orderId/shipping-address {name, line1, line2, city, state, postalCode, country}:
 * the customer corrects where the framed print or the CD goes, while something is still to ship
 * (409 `address_locked` once everything shipped; `item_not_owed` for an order with nothing to post).
 * Answers the order as it now stands.
 */
export const changeShippingAddress = handler(
  postalAddressRequestSchema,
  async (context): Promise<OrderView> => {
    const { db, params, user, input } = context;
    const order = await requireOwnedOrder(db, params.orderId, user.uid);
    const { order: updated } = await lifecycleOf(context).run(order.id, {
      type: "change_address",
      address: input,
      actor: user,
    });
    return loadOrderView(context, updated ?? order);
  },
  { auth: "customer", params: orderParams },
);
