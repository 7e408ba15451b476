import { GIFT_CHANGES_PER_ORDER_PER_HOUR, GIFT_MESSAGES, giftDeliveryRequestSchema, giftSendAt, type GiftResponse } from "@songs/domain";
import { badRequest, HttpError } from "../http/errors";
import { emptyQuerySchema, handler } from "../http/handler";
import { enforceRateLimit, type RateLimitRule } from "../http/rateLimits";
import { orderParams } from "../http/routeParams";
import type { Dependencies } from "../http/Dependencies";
import { requireOwnedOrder, type OrderRecord } from "../orders";
import { giftView, type GiftRecord } from "./giftRecord";
import { gifts } from "./gifts";

/**
 * A gift's management is its customer's only: anyone else, signed out included, gets the order's
 * 404. (Each handler names its `auth` itself: the route table's readers look for it there.)
 */
const ORDERS_404 = { signedOut: "not_found", params: orderParams } as const;

/**
 * Runs one of the gift owner's operations on the caller's order (404 when it is not theirs) and
 * answers the gift as its customer sees it (null when there is none).
 */
async function onOwnedOrderGift(
  context: Pick<Dependencies, "db" | "config"> & { params: { orderId: string }; user: { uid: string } },
  operate: (orderGifts: ReturnType<typeof gifts>, order: OrderRecord) => Promise<GiftRecord | null>,
): Promise<GiftResponse> {
  const order = await requireOwnedOrder(context.db, context.params.orderId, context.user.uid);
  const gift = await operate(gifts({ db: context.db, siteUrl: context.config.siteUrl }), order);
  return { gift: gift ? giftView(gift, context.config.siteUrl) : null };
}

/** GET /api/orders/:orderId/gift: the order's gift delivery as its customer sees it (null when none). */
export const getGift = handler(
  emptyQuerySchema,
  (context) => onOwnedOrderGift(context, (orderGifts, order) => orderGifts.get(order.id)),
  { auth: "customer", ...ORDERS_404 },
);

/** Schedules and changes of one order's delivery: each writes a follow-up (and queues its task). */
export const GIFT_CHANGES_PER_ORDER: RateLimitRule = { name: "gift-changes-order", limit: GIFT_CHANGES_PER_ORDER_PER_HOUR, windowMs: 60 * 60 * 1000 };

/**
 * PUT /api/orders/:orderId/gift {recipientEmail, senderName, date, time, timeZone, message, allowDownload}:
 * "Send it to them" at that day and time where the recipient lives; changes it until it is sent
 * (429 past a few changes an hour).
 */
export const scheduleGift = handler(
  giftDeliveryRequestSchema,
  (context) =>
    onOwnedOrderGift(context, async (orderGifts, order) => {
      if (order.status === "cancelled") throw new HttpError(409, "order_cancelled", GIFT_MESSAGES.orderCancelled);
      const when = giftSendAt(context.input, new Date());
      if (!when.ok) throw badRequest(when.message, { [when.field]: when.message });
      await enforceRateLimit(context.db, GIFT_CHANGES_PER_ORDER, { order: order.id }, GIFT_MESSAGES.tooManyChanges);
      return orderGifts.schedule(order, context.input, when.sendAt);
    }),
  { auth: "customer", ...ORDERS_404 },
);

/** DELETE /api/orders/:orderId/gift: cancels the delivery before it is sent (409 once it was). */
export const cancelGift = handler(
  emptyQuerySchema,
  (context) => onOwnedOrderGift(context, (orderGifts, order) => orderGifts.cancel(order.id)),
  { auth: "customer", ...ORDERS_404 },
);

/** POST /api/orders/:orderId/gift/revoke: the sent gift's page stops working (its link answers 404). */
export const revokeGiftLink = handler(
  emptyQuerySchema,
  (context) => onOwnedOrderGift(context, (orderGifts, order) => orderGifts.revoke(order.id)),
  { auth: "customer", ...ORDERS_404 },
);
