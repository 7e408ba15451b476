import { apiSend } from "../api/client";
import {
  checkoutResponseSchema,
  songGiftRedeemResponseSchema,
  type SongGiftRedeemResponse,
  verifyPaymentResponseSchema,
  type CheckoutResponse,
  type OrderDetails,
  type PostalAddress,
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

/** A song gift's redemption: its code, and where the order is posted when the gift pays it all and it holds a CD or print. */
export interface SongGiftRedemption {
  code: string;
  shippingAddress: PostalAddress | null;
}

/** `POST /api/song-gifts/redeem`: the order with a song gift applied: made at once, or a Checkout Session for the difference. */
export function redeemSongGift(
  { code, shippingAddress }: SongGiftRedemption,
  order: OrderDetails,
): Promise<SongGiftRedeemResponse> {
  const { gift: _gift, ...details } = order;
  const body = { code, order: details, ...(shippingAddress ? { shippingAddress } : {}) };
  return apiSend("POST", "/api/song-gifts/redeem", body, songGiftRedeemResponseSchema);
}
