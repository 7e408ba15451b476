import { adminOrdersQuerySchema, type AdminOrdersResponse } from "@songs/domain";
import { handler } from "../http/handler";
import { users } from "../account";
import { orderReads } from "./orderReads";
import { adminOrderSummary } from "./adminOrderViews";

/**
 * GET /api/admin/orders?search=&status=&cursor=: orders newest first with the customer's name and
 * email, 50 a page. The search (the customer's email, a word of the recipient's name, the order
 * id or its beginning; case-insensitive) is an indexed query over every order, so one request
 * finds any order; `nextCursor` says more orders match, and asks for them.
 */
export const listAdminOrders = handler(
  adminOrdersQuerySchema,
  async ({ db, input }): Promise<AdminOrdersResponse> => {
    const page = await orderReads(db).pageForAdmins(input.status, input.search, input.cursor);
    const profiles = await users(db).profiles(page.orders.map((order) => order.userId));
    return {
      orders: page.orders.map((order) => adminOrderSummary(order, profiles.get(order.userId))),
      nextCursor: page.nextCursor,
    };
  },
  { auth: "admin" },
);
