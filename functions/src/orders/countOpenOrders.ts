import type { OpenOrdersAnswer } from "@songs/domain";
import { emptyQuerySchema, handler } from "../http/handler";
import { orderReads } from "./orderReads";

/** GET /api/account/open-orders: how many of the caller's orders are still being made, for the deletion dialog. Reads only. */
export const countOpenOrders = handler(
  emptyQuerySchema,
  async (context): Promise<OpenOrdersAnswer> => ({
    count: await orderReads(context.db).countBeingMade(context.user.uid),
  }),
  { auth: "customer" },
);
