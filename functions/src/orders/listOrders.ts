import { unauthorized } from "../http/errors";
import { emptyQuerySchema, handler } from "../http/handler";
import { orders } from "./orders";
import { loadOrderViews } from "./orderView";

/** GET /api/orders: the caller's own orders, newest first. */
export const listOrders = handler(
  emptyQuerySchema,
  async ({ db, user, config }) => {
    if (!user) throw unauthorized();
    const found = await orders(db).listByCustomer(user.uid);
    return { orders: await loadOrderViews(db, found, config.siteUrl) };
  },
  { auth: "customer" },
);
