import { emptyQuerySchema, handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { requireHeldOrder } from "./threadAccess";
import { PRIVATE, thread } from "./threadResponses";

/** GET /api/studio/orders/:orderId/questions: the thread, for the artist who holds the order. */
export const getStudioThread = handler(
  emptyQuerySchema,
  async (context) =>
    thread(context, await requireHeldOrder(context.db, context.params.orderId, context.user), {
      role: "artist",
      artistId: context.user.artistId,
    }),
  { auth: "artist", params: orderParams, ...PRIVATE },
);
