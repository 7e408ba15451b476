import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import { MESSAGES } from "@songs/domain";
import { HttpError } from "../http/errors";
import { failureFields, requestLog } from "../http/requestLog";
import { songGifts } from "./songGifts";

const paymentIntentOf = (session: Stripe.Checkout.Session): string | null =>
  typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);

/** The song gift purchase's session when it is paid (with its PaymentIntent), else null; 502 when Stripe fails. */
export async function paidSongGiftSession(
  stripe: Stripe,
  sessionId: string,
): Promise<{ paymentIntentId: string | null } | null> {
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    requestLog.error("Stripe did not answer a song gift's Checkout Session lookup", {
      sessionId,
      ...failureFields(error),
    });
    throw new HttpError(502, "payment_provider_error", MESSAGES.paymentVerificationFailed);
  }
  if (session.metadata?.kind !== "song_gift_purchase" || session.payment_status !== "paid") return null;
  return { paymentIntentId: paymentIntentOf(session) };
}

/**
 * Stripe's `checkout.session.completed` for a song gift's purchase (`metadata.kind`): the gift is
 * sold. Answers whether the session was a song gift's purchase (the payments capability's other
 * sessions are orders).
 */
export async function fulfilSongGiftPurchase(
  deps: { db: Firestore; siteUrl: string },
  session: Stripe.Checkout.Session,
): Promise<boolean> {
  if (session.metadata?.kind !== "song_gift_purchase") return false;
  if (session.payment_status === "paid") await songGifts(deps).markSold(session.id, paymentIntentOf(session));
  return true;
}
