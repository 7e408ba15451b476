import { emptyQuerySchema, handler } from "../http/handler";
import { requireOwnedOrder } from "./ownedOrder";
import { loadOrderViews } from "./orderView";

/** GET /api/orders/:orderId: one of the caller's orders (404 for anyone else's). */
export const getOrder = handler(
  emptyQuerySchema,
  async (context) => {
    const order = await requireOwnedOrder(context);
    const [view] = await loadOrderViews(context, [order]);
    return view;
  },
  { auth: "customer" },
);
