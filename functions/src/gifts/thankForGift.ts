import {
  GIFT_MESSAGES,
  GIFT_THANKS_PER_IP_PER_HOUR,
  GIFT_THANKS_PER_TOKEN_PER_HOUR,
  giftThanksRequestSchema,
} from "@songs/domain";
import { clientIp } from "../http/clientIp";
import { handler } from "../http/handler";
import { enforceRateLimit, perHour } from "../http/rateLimits";
import { tokenParams } from "../http/routeParams";
import { giftsOf, requireLiveGift } from "./liveGift";

/** Thank-you attempts: per gift page (token) and per network address, each in its own counter. */
export const GIFT_THANKS_TOKEN_LIMIT = perHour("gift-thanks-token", GIFT_THANKS_PER_TOKEN_PER_HOUR);
export const GIFT_THANKS_IP_LIMIT = perHour("gift-thanks-ip", GIFT_THANKS_PER_IP_PER_HOUR);

/**
 * POST /api/gifts/:token/thanks {message} (public): the recipient's one short reply, rate-limited
 * per gift and per network address (never stored, never shown to the customer).
 */
export const thankForGift = handler(
  giftThanksRequestSchema,
  async ({ params, req, input, ...context }): Promise<{ message: string }> => {
    const ip = clientIp(req, context.config);
    await enforceRateLimit(context.db, GIFT_THANKS_IP_LIMIT, { ip }, GIFT_MESSAGES.tooManyThanks);
    await enforceRateLimit(context.db, GIFT_THANKS_TOKEN_LIMIT, { token: params.token }, GIFT_MESSAGES.tooManyThanks);
    await requireLiveGift(context, params.token);
    await giftsOf(context).thank(params.token, input.message);
    return { message: GIFT_MESSAGES.thanksSent };
  },
  { params: tokenParams },
);
