import {
  isPaidStatus,
  orderStatusChangeSchema,
  type AdminOrderDetails,
} from "@songs/domain";
import { HttpError, unauthorized } from "../../http/errors";
import { handler } from "../../http/handler";
import { orders, requireOrder, requireTransition, type StatusChange } from "../../orders";
import { refundOrderPayment } from "../../payments";
import { loadAdminOrderDetails } from "./loadAdminOrderDetails";

/**
 * POST /api/admin/orders/:orderId/status {status}: only the allowed transitions (paid to
 * in_progress to completed; cancel from pending, paid or in_progress), anything else 409
 * `invalid_transition` with nothing changed. Completing needs a delivered song. Cancelling a paid
 * order refunds it through Stripe first (502 and no change when that fails). Each change is
 * recorded with who made it and when. Answers the updated order.
 */
export const changeOrderStatus = handler(
  orderStatusChangeSchema,
  async ({ db, stripe, params, input, user }): Promise<AdminOrderDetails> => {
    if (!user) throw unauthorized();
    const order = await requireOrder(db, String(params.orderId ?? ""));
    const from = order.status;
    const to = input.status;
    requireTransition(from, to);
    if (to === "completed" && !order.songPath) {
      throw new HttpError(409, "song_required", "Upload the finished song to complete this order.");
    }

    const change: StatusChange = { from, to, changedBy: user.uid, changedByEmail: user.email, reason: null };
    if (to === "cancelled" && isPaidStatus(from)) {
      await refundOrderPayment({ db, stripe }, order);
      change.reason = "refunded";
    }
    await orders(db).changeStatus(order.id, change);
    return loadAdminOrderDetails(db, order.id);
  },
  { auth: "admin" },
);
