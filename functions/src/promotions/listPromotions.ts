import { PROMOTIONS_TEXT, promotionsQuerySchema, type PromotionsPage } from "@songs/domain";
import { failureFields, requestLog } from "../http/requestLog";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { pageStripePromotions } from "./stripePromotions";

/** GET /api/admin/promotions?cursor= (admins): a page of the codes, newest first, with their uses. */
export const listPromotions = handler(
  promotionsQuerySchema,
  async ({ input, stripe }): Promise<PromotionsPage> => {
    try {
      return await pageStripePromotions(stripe, input.cursor);
    } catch (error) {
      requestLog.error("Stripe did not answer the promotion codes' list", failureFields(error));
      throw new HttpError(502, "payment_provider_error", PROMOTIONS_TEXT.loadFailed);
    }
  },
  { auth: "admin" },
);
