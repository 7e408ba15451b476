import { MESSAGES, verifyPaymentRequestSchema, type VerifyPaymentResponse } from "@songs/domain";
import { forbidden, HttpError, notFound } from "../http/errors";
import { handler } from "../http/handler";
import { fulfilCheckoutSession } from "./fulfilCheckoutSession";

/**
 * POST /api/payments/verify (signed in): the success page's check that the caller's session is
 * paid; creates the order when the webhook has not yet, or finds the one it created.
 */
export const verifyPayment = handler(
  verifyPaymentRequestSchema,
  async ({ input, user, db, stripe, config }): Promise<VerifyPaymentResponse> => {
    const result = await fulfilCheckoutSession({ db, stripe, siteUrl: config.siteUrl }, input.sessionId, {
      ownerUid: user.uid,
    });
    switch (result.outcome) {
      case "unknown":
      case "not_ours":
        throw notFound(MESSAGES.invalidPaymentSession);
      case "not_owner":
        throw forbidden("This payment session belongs to another account");
      case "unpaid":
        throw new HttpError(409, "payment_incomplete", "This payment is not complete");
      case "refunded":
        throw new HttpError(409, "payment_refunded", MESSAGES.paymentRefundedUnfulfilled);
      case "fulfilled":
        return { ...result.order, created: result.created };
    }
  },
  { auth: "customer" },
);
