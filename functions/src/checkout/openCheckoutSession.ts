import type Stripe from "stripe";
import { MESSAGES } from "@songs/domain";
import { HttpError } from "../http/errors";
import { failureFields, requestLog } from "../http/requestLog";

/**
 * Opens a Checkout Session; Stripe refusing or not answering is 502 in the spec's words (nothing
 * kept), unless `refusal` turns Stripe's answer into the customer's own message (a promotion code).
 */
export async function openCheckoutSession(
  stripe: Stripe,
  params: Stripe.Checkout.SessionCreateParams,
  refusal?: (error: unknown) => HttpError | null,
): Promise<Stripe.Checkout.Session> {
  try {
    return await stripe.checkout.sessions.create(params);
  } catch (error) {
    const refused = refusal?.(error);
    if (refused) throw refused;
    requestLog.error("Stripe refused or did not answer a Checkout Session", {
      kind: params.metadata?.kind ?? "order",
      ...failureFields(error),
    });
    throw new HttpError(502, "payment_provider_error", MESSAGES.checkoutFailed);
  }
}
