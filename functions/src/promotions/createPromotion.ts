import { PROMOTIONS_TEXT, promotionCreateRequestSchema, type PromotionView } from "@songs/domain";
import { failureFields, requestLog } from "../http/requestLog";
import { badRequest, HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { createStripePromotion, stripeRefusalOf } from "./stripePromotions";

/** Stripe's parameter names, as the form's fields. */
const FIELD_OF_PARAM: Record<string, string> = {
  code: "code",
  expires_at: "endsAt",
  max_redemptions: "maxRedemptions",
  percent_off: "percentOff",
  amount_off: "amountOffCents",
};

/**
 * POST /api/admin/promotions (admins): creates the coupon and its promotion code at Stripe. Stripe's
 * refusal (a code already active, an end too far ahead) answers 400 on the field it names.
 */
export const createPromotion = handler(
  promotionCreateRequestSchema,
  async ({ input, db, stripe }): Promise<PromotionView> => {
    try {
      return await createStripePromotion({ db, stripe }, input);
    } catch (error) {
      const refusal = stripeRefusalOf(error);
      if (refusal) {
        const field = (refusal.param && FIELD_OF_PARAM[refusal.param]) || "code";
        throw badRequest(refusal.message, { [field]: refusal.message });
      }
      requestLog.error("Stripe refused or did not answer a promotion code", failureFields(error));
      throw new HttpError(502, "payment_provider_error", PROMOTIONS_TEXT.createFailed);
    }
  },
  { auth: "admin" },
);
