import { isApiError } from "../../api/ApiError";
import { classifyFailure } from "../../api/requestFailure";
import { MESSAGES, type OrderDetails } from "@songs/domain";
import { savePendingCheckout } from "../../offline/draftStore";
import { createCheckoutSession } from "../paymentsApi";

export type CheckoutStart =
  | { status: "ready"; url: string }
  | { status: "signed-out" }
  /** No connection: nothing was sent; the order stays saved on the device for later. */
  | { status: "offline" }
  | { status: "failed"; message: string };

/**
 * Opens a Checkout Session for the order (`POST /api/checkout`) and says where to pay, or what went
 * wrong in the spec's words. The draft on the device is never touched here, so a failure keeps it;
 * the session is kept for the signed-in customer `uid`, so any later sign-in can confirm it.
 */
export async function startCheckout(order: OrderDetails, uid: string | null): Promise<CheckoutStart> {
  try {
    const { sessionId, url } = await createCheckoutSession(order);
    if (!url) return { status: "failed", message: MESSAGES.checkoutNoUrl };
    if (uid) await savePendingCheckout(sessionId, uid);
    return { status: "ready", url };
  } catch (error) {
    if (isApiError(error) && error.status === 401) return { status: "signed-out" };
    if (classifyFailure(error) === "offline") return { status: "offline" };
    return { status: "failed", message: failureMessage(error) };
  }
}

function failureMessage(error: unknown): string {
  if (!isApiError(error)) return MESSAGES.unexpectedError;
  // The order's first validation message, or the fraud check's explanation.
  if (error.status === 400 || (error.status === 403 && error.code === "fraud_blocked")) return error.message;
  if (error.status >= 500) return MESSAGES.checkoutFailed;
  // A 200 without a usable body carries no checkout URL either.
  if (error.code === "invalid_response") return MESSAGES.checkoutNoUrl;
  return MESSAGES.unexpectedError;
}
