import { adminOrdersQuerySchema, type AdminOrdersResponse } from "@songs/domain";
import { handler } from "../../http/handler";
import { ADMIN_ORDERS_SCAN_LIMIT, adminOrderRecords } from "./adminOrderRecords";
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
    const records = adminOrderRecords(db);
    const orders = await records.listNewest(input.status);
    const profiles = await records.profiles(orders.map((order) => order.userId));
    const summaries = orders.map((order) => adminOrderSummary(order, profiles.get(order.userId)));
    return {
      orders: summaries.filter((summary) => matchesSearch(summary, input.search)),
      isTruncated: orders.length >= ADMIN_ORDERS_SCAN_LIMIT,
    };
  },
  { auth: "admin" },
);
