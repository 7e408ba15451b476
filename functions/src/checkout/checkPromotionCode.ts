import {
  PROMOTION_MESSAGES,
  promotionCheckRequestSchema,
  promotionRefusalMessage,
  type PromotionCheckResponse,
} from "@songs/domain";
import { failureFields, requestLog } from "../http/requestLog";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { checkPromotion } from "../promotions";
import { checkoutSessions } from "./checkoutSessions";

/**
 * POST /api/checkout/promotion-code (customers): the builder's "Add a promotion code": whether the code
 * applies to the order and what it takes off, or why not in our words. Reads only.
 */
export const checkPromotionCode = handler(
  promotionCheckRequestSchema,
  async ({ input, user, db, stripe }): Promise<PromotionCheckResponse> => {
    let check;
    try {
      check = await checkPromotion(stripe, input, () => checkoutSessions(db).hasPaidOf(user.uid));
    } catch (error) {
      requestLog.error("Stripe did not answer a promotion code lookup", failureFields(error));
      throw new HttpError(502, "payment_provider_error", PROMOTION_MESSAGES.unavailable);
    }
    if (!check.ok) return { ok: false, message: promotionRefusalMessage(check.refusal, input.package) };
    return {
      ok: true,
      code: check.code,
      discountCents: check.discountCents,
      message: PROMOTION_MESSAGES.applied(check.code, check.discountCents),
    };
  },
  { auth: "customer" },
);
