import { type VerifyPaymentResponse } from "@songs/domain";
import { isApiError } from "../api/ApiError";
import { clearDraft, clearPendingCheckout, markPaymentVerified } from "../offline/draftStore";
import { verifyPaidCheckout } from "./paymentsApi";

export type PaidCheckoutOutcome =
  { status: "verified"; payment: VerifyPaymentResponse } | { status: "sign-in" } | { status: "failed" };

/** Calls in progress by user and session id, so a screen mounted twice (StrictMode, a quick remount) asks once. */
const inFlight = new Map<string, Promise<PaidCheckoutOutcome>>();

/**
 * Confirms that `uid` paid the Checkout Session (creating its order), then keeps the verified
 * payment for the success screen and forgets the draft and the pending checkout: once confirmed, no
 * later sign-in brings the customer back to it.
 */
export function confirmPaidCheckout(sessionId: string, uid: string): Promise<PaidCheckoutOutcome> {
  const key = `${uid}:${sessionId}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = confirm(sessionId, uid).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

async function confirm(sessionId: string, uid: string): Promise<PaidCheckoutOutcome> {
  try {
    const payment = await verifyPaidCheckout(sessionId);
    await markPaymentVerified(sessionId, uid, payment);
    await Promise.all([clearDraft(), clearPendingCheckout()]);
    return { status: "verified", payment };
  } catch (error) {
    return isApiError(error) && error.status === 401 ? { status: "sign-in" } : { status: "failed" };
  }
}
