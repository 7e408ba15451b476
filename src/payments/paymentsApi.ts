import { apiSend } from "../api/client";
import {
  checkoutResponseSchema,
  verifyPaymentResponseSchema,
  type CheckoutResponse,
  type OrderDetails,
  type VerifyPaymentResponse,
} from "@songs/domain";

/** `POST /api/checkout`: a Checkout Session for the order, priced by the server. */
export function createCheckoutSession(order: OrderDetails): Promise<CheckoutResponse> {
  return apiSend("POST", "/api/checkout", order, checkoutResponseSchema);
}

/** `POST /api/payments/verify`: confirms the Checkout Session was paid and creates its order. */
export function verifyPaidCheckout(sessionId: string): Promise<VerifyPaymentResponse> {
  return apiSend("POST", "/api/payments/verify", { sessionId }, verifyPaymentResponseSchema);
}
