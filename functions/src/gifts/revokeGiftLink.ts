import { emptyQuerySchema, handler } from "../http/handler";
import { ORDERS_404, onOwnedOrderGift } from "./ownedOrderGift";

/** POST /api/orders/:orderId/gift/revoke: the sent gift's page stops working (its link answers 404). */
export const revokeGiftLink = handler(
  emptyQuerySchema,
  (context) => onOwnedOrderGift(context, (orderGifts, order) => orderGifts.revoke(order.id)),
  { auth: "customer", ...ORDERS_404 },
);
