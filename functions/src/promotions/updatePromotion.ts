import {
  PROMOTIONS_TEXT,
  promotionParamsSchema,
  promotionUpdateRequestSchema,
  type PromotionView,
} from "@songs/domain";
import { failureFields, requestLog } from "../http/requestLog";
import { badRequest, HttpError, notFound } from "../http/errors";
import { handler } from "../http/handler";
import { stripeRefusalOf, updateStripePromotion } from "./stripePromotions";

/**
 * PATCH /api/admin/promotions/:promotionId {active} (admins): turns a code off (Stripe refuses it at
 * checkout from then on, and the review step says it isn't active) or back on. Stripe's refusal
 * (another active code with the same text, a coupon no longer valid) answers 400 on `active`.
 */
export const updatePromotion = handler(
  promotionUpdateRequestSchema,
  async ({ input, params, stripe }): Promise<PromotionView> => {
    try {
      return await updateStripePromotion(stripe, params.promotionId, input);
    } catch (error) {
      const refusal = stripeRefusalOf(error);
      if (refusal?.code === "resource_missing") throw notFound("No such promotion code.");
      if (refusal) throw badRequest(refusal.message, { active: refusal.message });
      requestLog.error("Stripe refused or did not answer a promotion code's change", failureFields(error));
      throw new HttpError(502, "payment_provider_error", PROMOTIONS_TEXT.updateFailed);
    }
  },
  { auth: "admin", params: promotionParamsSchema },
);
