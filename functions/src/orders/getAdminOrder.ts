import { type AdminOrderDetails } from "@songs/domain";
import { emptyQuerySchema, handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { loadAdminOrderDetails } from "./loadAdminOrderDetails";

/** GET /api/admin/orders/:orderId: the order's details, revision requests, history and refunds. */
export const getAdminOrder = handler(
  emptyQuerySchema,
  async ({ db, params }): Promise<AdminOrderDetails> => loadAdminOrderDetails(db, params.orderId),
  { auth: "admin", params: orderParams },
);
