import { emptyQuerySchema, handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { lifecycleOf } from "./lifecycleOf";
import { requireOwnedOrder } from "./ownedOrder";

/**
 * POST /api/orders/:orderId/seen: the customer opened the order's details, so what they saw there
 * (the song's version, the gift opened, the reply) is no longer new on its card. 204; 404 for
 * anyone else's order. A question stays news until it is answered.
 */
export const markOrderSeen = handler(
  emptyQuerySchema,
  async (context): Promise<undefined> => {
    const order = await requireOwnedOrder(context.db, context.params.orderId, context.user.uid);
    await lifecycleOf(context).run(order.id, { type: "mark_seen" });
    return undefined;
  },
  { auth: "customer", params: orderParams },
);
