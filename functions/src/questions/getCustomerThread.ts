import { emptyQuerySchema, handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { requireCustomersOrder } from "./threadAccess";
import { PRIVATE, thread } from "./threadResponses";

/** GET /api/orders/:orderId/questions: the order's questions and answers, for its customer. */
export const getCustomerThread = handler(
  emptyQuerySchema,
  async (context) =>
    thread(context, await requireCustomersOrder(context.db, context.params.orderId, context.user.uid), {
      role: "customer",
    }),
  { auth: "customer", params: orderParams, ...PRIVATE },
);
