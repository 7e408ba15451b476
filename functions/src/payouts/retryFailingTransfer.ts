import { emptyAdminOrderActionSchema } from "@songs/domain";
import { handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { retryTransfer } from "./retryTransfer";

/** POST /api/admin/payouts/transfers/:orderId/retry: a failing transfer's follow-up runs again (`retryTransfer`). */
export const retryFailingTransfer = handler(
  emptyAdminOrderActionSchema,
  async ({ db, params }): Promise<{ orderId: string; requeued: true }> => {
    await retryTransfer(db, params.orderId);
    return { orderId: params.orderId, requeued: true };
  },
  { auth: "admin", params: orderParams },
);
