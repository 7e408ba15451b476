import { randomUUID } from "node:crypto";
import { type OrderView, revisionRequestSchema } from "@songs/domain";
import { handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { lifecycleOf } from "./lifecycleOf";
import { loadOrderView } from "./orderView";
import { requireOwnedOrder } from "./ownedOrder";

/**
 * POST /api/orders/:orderId/revisions {note}: the owner of a delivered song asks for changes. The
 * request joins the order's revision history and the order shows 'Revision requested' until the
 * next version is delivered; the artist who made it is emailed (in the same transaction) and finds
 * it in their Revisions tab. 409 while one is open or once the package's revisions are used.
 */
export const requestRevision = handler(
  revisionRequestSchema,
  async (context): Promise<OrderView> => {
    const { user, input, params } = context;
    const order = await requireOwnedOrder(context.db, params.orderId, user.uid);
    const { order: updated } = await lifecycleOf(context).run(order.id, {
      type: "request_revision",
      revisionId: randomUUID(),
      note: input.note,
      actor: user,
    });
    return loadOrderView(context, updated ?? order);
  },
  { auth: "customer", params: orderParams },
);
