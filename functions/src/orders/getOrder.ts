import type { OrderView } from "@songs/domain";
import { emptyQuerySchema, handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { requireOwnedOrder } from "./ownedOrder";
import { loadOrderView } from "./orderView";

/** GET /api/orders/:orderId: one of the caller's orders (404 for anyone else's). Reads only. */
export const getOrder = handler(
  emptyQuerySchema,
  async (context): Promise<OrderView> =>
    loadOrderView(context, await requireOwnedOrder(context.db, context.params.orderId, context.user.uid)),
  { auth: "customer", params: orderParams },
);
