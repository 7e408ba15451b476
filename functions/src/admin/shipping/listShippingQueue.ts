import type { ShippingQueue } from "@songs/domain";
import { users } from "../../account";
import { emptyQuerySchema, handler } from "../../http/handler";
import { orderReads } from "../../orders";
import { queueEntry } from "./queueEntry";

/**
 * GET /api/admin/shipping: the "To ship" queue, every released order that owes a framed lyrics
 * print or a CD not yet delivered or refunded, released first first, with the customer, the
 * address and each item's state. Reads only.
 */
export const listShippingQueue = handler(
  emptyQuerySchema,
  async ({ db }): Promise<ShippingQueue> => {
    const orders = await orderReads(db).listInShippingQueue();
    const profiles = await users(db).profiles(orders.map((order) => order.userId));
    return { orders: orders.map((order) => queueEntry(order, profiles.get(order.userId))) };
  },
  { auth: "admin" },
);
