import { type AdminOrderDetails } from "@songs/domain";
import { emptyQuerySchema, handler } from "../../http/handler";
import { loadAdminOrderDetails } from "./loadAdminOrderDetails";

/** GET /api/admin/orders/:orderId: the order's details, revision requests, status history and refunds. */
export const getAdminOrder = handler(
  emptyQuerySchema,
  async ({ db, params }): Promise<AdminOrderDetails> => loadAdminOrderDetails(db, String(params.orderId ?? "")),
  { auth: "admin" },
);
