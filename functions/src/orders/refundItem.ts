import { itemRefundRequestSchema, type AdminOrderDetails } from "@songs/domain";
import { handler } from "../http/handler";
import { orderItemParams } from "../http/routeParams";
import { lifecycleOf } from "./lifecycleOf";
import { loadAdminOrderDetails } from "./loadAdminOrderDetails";

/**
 * POST /api/admin/orders/:orderId/items/:item/refund {amountCents}: refunds a physical item that
 * has not shipped, by its own amount (at most its price): exactly once, however many times it is
 * asked (the refund is a follow-up under one id, and Stripe's idempotency key is that id), and
 * never from the artist's share. 409 `item_shipped` once it shipped. Answers the order's details.
 */
export const refundItem = handler(
  itemRefundRequestSchema,
  async (context): Promise<AdminOrderDetails> => {
    const { db, params, input, user } = context;
    await lifecycleOf(context).run(params.orderId, {
      type: "refund_item",
      item: params.item,
      amountCents: input.amountCents,
      actor: user,
    });
    return loadAdminOrderDetails(db, params.orderId);
  },
  { auth: "admin", params: orderItemParams },
);
