import { adminOrdersQuerySchema, type AdminOrdersResponse } from "@songs/domain";
import { handler } from "../../http/handler";
import { users } from "../../account";
import { ADMIN_ORDERS_SCAN_LIMIT, orders } from "../../orders";
import { adminOrderSummary, matchesSearch } from "./adminOrderViews";

/**
 * GET /api/admin/orders?search=&status=: orders newest first with the customer's name and email.
 * The search (recipient, customer name or email, order id; case-insensitive) runs in the function
 * over the newest ADMIN_ORDERS_SCAN_LIMIT orders of the status filter, as Firestore has no text
 * search; `isTruncated` says when older orders were not searched.
 */
export const listAdminOrders = handler(
  adminOrdersQuerySchema,
  async ({ db, input }): Promise<AdminOrdersResponse> => {
    const found = await orders(db).listNewest(input.status);
    const profiles = await users(db).profiles(found.map((order) => order.userId));
    const summaries = found.map((order) => adminOrderSummary(order, profiles.get(order.userId)));
    return {
      orders: summaries.filter((summary) => matchesSearch(summary, input.search)),
      isTruncated: found.length >= ADMIN_ORDERS_SCAN_LIMIT,
    };
  },
  { auth: "admin" },
);
