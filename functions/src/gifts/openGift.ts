import { GIFT_MESSAGES } from "@songs/domain";
import { clientIp } from "../http/clientIp";
import { emptyQuerySchema, handler } from "../http/handler";
import { enforceRateLimit } from "../http/rateLimits";
import { tokenParams } from "../http/routeParams";
import { GIFT_PAGE_RATE_LIMIT, giftsOf, requireLiveGift } from "./liveGift";

/** POST /api/gifts/:token/opened (public): the recipient opened the page; the first time tells the customer. */
export const openGift = handler(
  emptyQuerySchema,
  async ({ params, req, ...context }): Promise<undefined> => {
    await enforceRateLimit(
      context.db,
      GIFT_PAGE_RATE_LIMIT,
      { ip: clientIp(req, context.config) },
      GIFT_MESSAGES.tooManyGiftLoads,
    );
    await requireLiveGift(context, params.token);
    await giftsOf(context).markOpened(params.token);
    return undefined;
  },
  { params: tokenParams },
);
