import { customerOrders } from "../adapters/firestore/customerOrders";
import { unauthorized } from "../http/errors";
import { emptyQuerySchema, handler } from "../http/handler";
import { loadOrderViews } from "./orderView";

/** GET /api/orders: the caller's own orders, newest first. */
export const listOrders = handler(
  emptyQuerySchema,
  async ({ db, user, config }) => {
    if (!user) throw unauthorized();
    const orders = await customerOrders(db).listByUser(user.uid);
    return { orders: await loadOrderViews(db, orders, config.siteUrl) };
  },
  { auth: "required" },
);
