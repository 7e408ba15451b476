import { ordersQuerySchema, type OrdersResponse } from "@songs/domain";
import { handler } from "../http/handler";
import { orderReads } from "./orderReads";
import { loadOrderViews } from "./orderView";

/** GET /api/orders?cursor=: a page of the caller's own orders, newest first, and the next page's cursor. Reads only. */
export const listOrders = handler(
  ordersQuerySchema,
  async (context): Promise<OrdersResponse> => {
    const page = await orderReads(context.db).pageByCustomer(context.user.uid, context.input.cursor);
    return { orders: await loadOrderViews(context, page.orders), nextCursor: page.nextCursor };
  },
  { auth: "customer" },
);
