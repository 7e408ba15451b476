import { emptyQuerySchema, handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { lifecycleOf } from "./lifecycleOf";
import { requireOwnedOrder } from "./ownedOrder";

/** DELETE /api/orders/:orderId/share: revokes the order's listening link (204; nothing to revoke is fine). */
export const revokeShareLink = handler(
  emptyQuerySchema,
  async (context): Promise<undefined> => {
    const order = await requireOwnedOrder(context.db, context.params.orderId, context.user.uid);
    await lifecycleOf(context).run(order.id, { type: "revoke_share" });
    return undefined;
  },
  { auth: "customer", params: orderParams },
);
