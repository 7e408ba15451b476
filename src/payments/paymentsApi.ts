import { apiSend } from "../api/client";
import { verifyPaymentResponseSchema, type VerifyPaymentResponse } from "@songs/domain";

/** `POST /api/payments/verify`: confirms the Checkout Session was paid and creates its order. */
export function verifyPaidCheckout(sessionId: string): Promise<VerifyPaymentResponse> {
  return apiSend("POST", "/api/payments/verify", { sessionId }, verifyPaymentResponseSchema);
}
