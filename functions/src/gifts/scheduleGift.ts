import { GIFT_CHANGES_PER_ORDER_PER_HOUR, GIFT_MESSAGES, giftDeliveryRequestSchema, giftSendAt } from "@songs/domain";
import { badRequest, HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { enforceRateLimit, perHour } from "../http/rateLimits";
import { ORDERS_404, onOwnedOrderGift } from "./ownedOrderGift";

/** Schedules and changes of one order's delivery: each writes a follow-up (and queues its task). */
export const GIFT_CHANGES_PER_ORDER = perHour("gift-changes-order", GIFT_CHANGES_PER_ORDER_PER_HOUR);

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
