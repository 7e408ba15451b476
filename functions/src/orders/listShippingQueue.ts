import { shippingQueueQuerySchema, type ShippingQueue } from "@songs/domain";
import { users } from "../account";
import { handler } from "../http/handler";
import { orderReads } from "./orderReads";
import { queueEntry } from "./queueEntry";

/**
 * GET /api/admin/shipping[?cursor=]: a page of the "To ship" queue (at most 50), the released
 * orders that owe a framed lyrics print or a CD not yet delivered or refunded, released first
 * first, with the customer, the address and each item's state; the next page's cursor, and how
 * many wait (a count() query). Reads only.
 */
export const listShippingQueue = handler(
  shippingQueueQuerySchema,
  async ({ db, input }): Promise<ShippingQueue> => {
    const page = await orderReads(db).pageInShippingQueue(input.cursor);
    const profiles = await users(db).profiles(page.orders.map((order) => order.userId));
    return {
      orders: page.orders.map((order) => queueEntry(order, profiles.get(order.userId))),
      nextCursor: page.nextCursor,
      count: page.count,
    };
  },
  { auth: "admin" },
);
