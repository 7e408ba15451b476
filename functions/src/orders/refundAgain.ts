import { refundAgainSchema, refusal, type AdminOrderDetails } from "@songs/domain";
import { runTransaction } from "../adapters/firestore/transactions";
import { followUps } from "../followUps";
import { handler } from "../http/handler";
import { orderParams } from "../http/routeParams";
import { refusalError } from "./commandCheck";
import { lifecycleOf } from "./lifecycleOf";
import { loadAdminOrderDetails } from "./loadAdminOrderDetails";

/**
 * POST /api/admin/orders/:orderId/refund-again: a cancelled order whose refund did not happen (its
 * refund follow-up closed without one, as before money follow-ups could not be cancelled; or none
 * was ever written) is refunded again: the lifecycle's `refund_again` writes a new refund follow-up
 * (its own id, so Stripe's idempotency key is new) that refunds what is left and records it, in a
 * transaction that reads the order's refund follow-ups, so two at once make one. 409
 * `refund_under_way` while one is pending or failing (Operations retries it), `nothing_to_refund`
 * for an order refunded in full or never paid. Answers the order's details.
 */
export const refundAgain = handler(
  refundAgainSchema,
  async (context): Promise<AdminOrderDetails> => {
    const { db, params, user } = context;
    await runTransaction(db, async (transaction) => {
      // Nothing left to refund is said first; then a refund on its way or failing.
      const prepared = await lifecycleOf(context).prepare(transaction, params.orderId, {
        type: "refund_again",
        actor: user,
      });
      if (await followUps(db).hasOpen(params.orderId, "refund", transaction))
        throw refusalError(refusal("refund_under_way"));
      prepared.write();
    });
    return loadAdminOrderDetails(db, params.orderId);
  },
  { auth: "admin", params: orderParams },
);
