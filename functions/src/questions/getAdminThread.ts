import { emptyQuerySchema, handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { requireAnyOrder } from "./threadAccess";
import { PRIVATE, thread } from "./threadResponses";

/** GET /api/admin/orders/:orderId/questions: the thread, for the admins. */
export const getAdminThread = handler(
  emptyQuerySchema,
  async (context) => thread(context, await requireAnyOrder(context.db, context.params.orderId), { role: "admin" }),
  { auth: "admin", params: orderParams, ...PRIVATE },
);
