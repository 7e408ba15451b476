import { unauthorized } from "../http/errors";
import { emptyQuerySchema, handler } from "../http/handler";
import { orders } from "./orders";
import { loadOrderViews } from "./orderView";

/** GET /api/orders: the caller's own orders, newest first. */
export const listOrders = handler(
  emptyQuerySchema,
  async (context) => {
    if (!context.user) throw unauthorized();
    const found = await orders(context.db).listByCustomer(context.user.uid);
    return { orders: await loadOrderViews(context, found) };
  },
  { auth: "customer" },
);
