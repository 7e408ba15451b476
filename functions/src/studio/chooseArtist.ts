import { artistChoiceSchema, canMoveWork, STUDIO_MESSAGES, type OrderView } from "@songs/domain";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { loadOrderViews, orders, orderWork, requireOwnedOrder, sendWorkMails } from "../orders";
import { refundOrderPayment } from "../payments";

/**
 * POST /api/orders/:orderId/artist-choice {choice}: after the artist the customer chose declined
 * or let the offer lapse, the customer has another artist of the same style make the song
 * ("another": offered to the fitting available artists) or cancels with a full refund ("cancel":
 * the admins' cancellation path, refund first). 409 unless the order waits for this choice.
 */
export const chooseArtist = handler(
  artistChoiceSchema,
  async (context): Promise<OrderView> => {
    const { db, stripe, config, input, user } = context;
    const order = await requireOwnedOrder(context);
    if (!order.work || !canMoveWork(order.work.stage, "choose_another")) throw new HttpError(409, "invalid_work_move", STUDIO_MESSAGES.notYourMove);
    if (input.choice === "another") {
      await sendWorkMails(db, config.siteUrl, await orderWork(db).chooseAnother(order.id, user!.uid));
    } else {
      await refundOrderPayment({ db, stripe }, order);
      await orders(db).changeStatus(order.id, { from: order.status, to: "cancelled", changedBy: user!.uid, changedByEmail: user!.email, reason: "refunded" });
    }
    const updated = await orders(db).get(order.id);
    const [view] = await loadOrderViews(context, updated ? [updated] : []);
    if (!view) throw new Error(`Order ${order.id} disappeared while choosing`);
    return view;
  },
  { auth: "customer" },
);
