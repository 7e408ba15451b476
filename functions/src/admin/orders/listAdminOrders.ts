import { adminOrdersQuerySchema, type AdminOrdersResponse } from "@songs/domain";
import { handler } from "../../http/handler";
import { users } from "../../account";
import { orderReads } from "../../orders";
import { adminOrderSummary, matchesSearch } from "./adminOrderViews";

/**
 * GET /api/admin/orders?search=&status=&cursor=: orders newest first with the customer's name and
 * email, a page at a time. The search (recipient, customer name or email, order id;
 * case-insensitive) runs in the function over each page of the status filter's orders, as
 * Firestore has no text search; `nextCursor` says older orders remain, and asks for them.
 */
export const listAdminOrders = handler(
  adminOrdersQuerySchema,
  async ({ db, input }): Promise<AdminOrdersResponse> => {
    const page = await orderReads(db).pageForAdmins(input.status, input.cursor);
    const profiles = await users(db).profiles(page.orders.map((order) => order.userId));
    const summaries = page.orders.map((order) => adminOrderSummary(order, profiles.get(order.userId)));
    return { orders: summaries.filter((summary) => matchesSearch(summary, input.search)), nextCursor: page.nextCursor };
  },
  { auth: "admin" },
);
