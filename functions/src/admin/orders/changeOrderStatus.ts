import { FieldValue } from "firebase-admin/firestore";
import {
  canTransition,
  isOrderStatus,
  isPaidStatus,
  statusLabel,
  orderStatusChangeSchema,
  type AdminOrderDetails,
} from "@songs/domain";
import { HttpError, unauthorized } from "../../http/errors";
import { handler } from "../../http/handler";
import { adminOrderRecords, type StatusChange } from "./adminOrderRecords";
import { loadAdminOrderDetails } from "./loadAdminOrderDetails";
import { refundOrderPayment } from "./refundOrderPayment";

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
    const records = adminOrderRecords(db);
    const order = await records.require(String(params.orderId ?? ""));
    const from = order.status;
    const to = input.status;
    if (!isOrderStatus(from) || !canTransition(from, to)) {
      throw new HttpError(409, "invalid_transition", `An order cannot go from ${statusLabel(from) || "no status"} to ${statusLabel(to)}.`);
    }
    if (to === "completed" && !order.songPath) {
      throw new HttpError(409, "song_required", "Upload the finished song to complete this order.");
    }

    const change: StatusChange = { from, to, changedBy: user.uid, changedByEmail: user.email, reason: null };
    if (to === "cancelled" && isPaidStatus(from)) {
      await refundOrderPayment({ db, stripe }, order);
      change.reason = "refunded";
    }
    await records.changeStatus(order.id, change, to === "cancelled" ? { cancelledAt: FieldValue.serverTimestamp() } : {});
    return loadAdminOrderDetails(db, order.id);
  },
  { auth: "admin" },
);
