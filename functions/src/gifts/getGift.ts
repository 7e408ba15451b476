import { emptyQuerySchema, handler } from "../http/handler";
import { ORDERS_404, onOwnedOrderGift } from "./ownedOrderGift";

/** GET /api/orders/:orderId/gift: the order's gift delivery as its customer sees it (null when none). */
export const getGift = handler(
  emptyQuerySchema,
  (context) => onOwnedOrderGift(context, (orderGifts, order) => orderGifts.get(order.id)),
  { auth: "customer", ...ORDERS_404 },
);
