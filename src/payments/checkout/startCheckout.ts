import { isApiError } from "../../api/ApiError";
import { classifyFailure } from "../../api/requestFailure";
import { MESSAGES, type OrderDetails } from "@songs/domain";
import { clearDraft, savePendingCheckout } from "../../offline/draftStore";
import { createCheckoutSession, redeemSongGift, type SongGiftRedemption } from "../paymentsApi";

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
export async function startCheckout(
  order: OrderDetails,
  uid: string | null,
  songGift: SongGiftRedemption | null = null,
): Promise<CheckoutStart> {
  try {
    if (songGift) return await startRedemption(order, uid, songGift);
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

/**
 * The order with a song gift applied: covered in full, it is made at once and the customer goes to
 * it; otherwise to the Checkout Session of the difference, confirmed by the success page as any.
 */
async function startRedemption(
  order: OrderDetails,
  uid: string | null,
  songGift: SongGiftRedemption,
): Promise<CheckoutStart> {
  const redeemed = await redeemSongGift(songGift, order);
  if (redeemed.outcome === "ordered") {
    await clearDraft();
    return { status: "ready", url: `/dashboard/orders/${redeemed.orderId}` };
  }
  if (!redeemed.url) return { status: "failed", message: MESSAGES.checkoutNoUrl };
  if (uid) await savePendingCheckout(redeemed.sessionId, uid);
  return { status: "ready", url: redeemed.url };
}

function failureMessage(error: unknown): string {
  if (!isApiError(error)) return MESSAGES.unexpectedError;
  // The order's first validation message, or the fraud check's explanation.
  if (error.status === 400 || (error.status === 403 && error.code === "fraud_blocked")) return error.message;
  // A song gift's refusal (a wrong code, redeemed, refunded, too many attempts) in its own words.
  if (error.code.startsWith("song_gift_") || error.status === 429) return error.message;
  if (error.status >= 500) return MESSAGES.checkoutFailed;
  // A 200 without a usable body carries no checkout URL either.
  if (error.code === "invalid_response") return MESSAGES.checkoutNoUrl;
  return MESSAGES.unexpectedError;
}
