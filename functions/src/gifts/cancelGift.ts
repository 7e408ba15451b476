import { emptyQuerySchema, handler } from "../http/handler";
import { ORDERS_404, onOwnedOrderGift } from "./ownedOrderGift";

/** DELETE /api/orders/:orderId/gift: cancels the delivery before it is sent (409 once it was). */
export const cancelGift = handler(
  emptyQuerySchema,
  (context) => onOwnedOrderGift(context, (orderGifts, order) => orderGifts.cancel(order.id)),
  { auth: "customer", ...ORDERS_404 },
);
