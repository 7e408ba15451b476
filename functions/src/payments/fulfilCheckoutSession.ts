import type { Firestore, Transaction } from "firebase-admin/firestore";
import { failureFields, requestLog } from "../http/requestLog";
import type Stripe from "stripe";
import { computeTotalCents, MESSAGES, zonedTimeToInstant } from "@songs/domain";
import { artists } from "../catalogue";
import { checkoutSessions, type CheckoutSessionRecord } from "../checkout";
import { HttpError } from "../http/errors";
import { gifts, newGift, type GiftRecord } from "../gifts";
import {
  orderLifecycle,
  orderReads,
  orderSummary,
  type OrderSummary,
  type PaidOrder,
  type ShippingAddress,
} from "../orders";
import { refundUnfulfilledPayment } from "./refundUnfulfilledPayment";
import type { UnfulfilledPayment, UnfulfilledReason } from "./unfulfilledPayments";
import { songGifts } from "../songGifts";

export type Fulfilment =
  /** Stripe does not know the session. */
  | { outcome: "unknown" }
  /** The session was opened by someone other than the expected caller. */
  | { outcome: "not_owner" }
  /** Paid on the account but not opened by the checkout (it names no customer): left as it is. */
  | { outcome: "not_ours" }
  | { outcome: "unpaid" }
  | { outcome: "fulfilled"; order: OrderSummary; created: boolean }
  /** Paid, but it could not become its order: refunded in full and recorded. */
  | { outcome: "refunded"; payment: UnfulfilledPayment };

/** gRPC NOT_FOUND: the pay transaction's update of a checkout record deleted meanwhile (its account's deletion). */
const NOT_FOUND = 5;

/** The session from Stripe, or null when Stripe has no such session; 502 when Stripe fails. */
async function retrieveSession(stripe: Stripe, sessionId: string): Promise<Stripe.Checkout.Session | null> {
  try {
    return await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode === 404) return null;
    requestLog.error("Stripe did not answer a Checkout Session lookup", { sessionId, ...failureFields(error) });
    throw new HttpError(502, "payment_provider_error", MESSAGES.paymentVerificationFailed);
  }
}

/** The collected postal address: `collected_information` on current API versions, `shipping_details` before. */
function shippingAddressOf(session: Stripe.Checkout.Session): ShippingAddress | null {
  const legacy = (session as { shipping_details?: Stripe.Checkout.Session.CollectedInformation.ShippingDetails | null })
    .shipping_details;
  const details = session.collected_information?.shipping_details ?? legacy ?? null;
  if (!details) return null;
  const { line1, line2, city, postal_code, state, country } = details.address;
  return {
    name: details.name ?? null,
    address: {
      line1: line1 ?? null,
      line2: line2 ?? null,
      city: city ?? null,
      postal_code: postal_code ?? null,
      state: state ?? null,
      country: country ?? null,
    },
  };
}

async function paidOrder(
  db: Firestore,
  session: Stripe.Checkout.Session,
  checkout: CheckoutSessionRecord,
): Promise<PaidOrder> {
  const artist = checkout.order.artistId ? await artists(db).get(checkout.order.artistId) : null;
  const { gift: _gift, ...order } = checkout.order;
  return {
    ...order,
    userId: checkout.userId,
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    artistName: artist?.name ?? null,
    // An order a song gift pays for (with its difference paid here) is worth the price of what was made.
    totalCents: checkout.songGiftId
      ? computeTotalCents(order.package, order.addOns)
      : (session.amount_total ?? checkout.amountCents),
    // The cents the code took off the list price (the platform's; the artist's share is on the list price).
    promotion: checkout.promotionCode
      ? { code: checkout.promotionCode, amountOffCents: session.total_details?.amount_discount ?? 0 }
      : null,
    currency: session.currency ?? "usd",
    shippingAddress: shippingAddressOf(session),
    stripeSessionId: session.id,
    paymentIntentId:
      typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null),
  };
}

/** The gift the customer chose in the builder, at the moment they chose (if it has passed since, it goes out at once, or when the song is released). */
function giftChosenInBuilder(checkout: CheckoutSessionRecord, orderId: string): GiftRecord | null {
  const chosen = checkout.order.gift;
  const sendAt = chosen ? zonedTimeToInstant(chosen.date, chosen.time, chosen.timeZone) : null;
  return chosen && sendAt ? newGift({ id: orderId, userId: checkout.userId }, chosen, sendAt) : null;
}

/** The song gift a paid difference redeems, marked redeemed in the transaction that creates its order. */
function redeemedSongGift(deps: { db: Firestore; siteUrl: string }, checkout: CheckoutSessionRecord) {
  const { songGiftId } = checkout;
  return songGiftId
    ? (transaction: Transaction) =>
        songGifts(deps).prepareRedeem(transaction, songGiftId, checkout.id, { ownSession: checkout.id })
    : undefined;
}

/**
 * Creates the order of a paid Checkout Session exactly once, for the success page's verify call
 * and the `checkout.session.completed` webhook alike, whichever comes first: the lifecycle's `pay`
 * command, in one transaction with its first offer, confirmation email and follow-ups and the session
 * marked completed. A second report of the same payment finds the order and writes nothing.
 * A paid session that cannot become its order (its checkout record gone with its account, deleted
 * while the order was being written, or the order refused) is refunded in full instead, once: every
 * paid session ends as one order or one refund. The pay transaction updates the checkout record, so
 * it fails when an account's deletion removed the record meanwhile, and the payment is refunded.
 */
export async function fulfilCheckoutSession(
  deps: { db: Firestore; stripe: Stripe; siteUrl: string },
  sessionId: string,
  options: { ownerUid?: string } = {},
): Promise<Fulfilment> {
  const { db, stripe } = deps;
  const [session, checkout] = await Promise.all([
    retrieveSession(stripe, sessionId),
    checkoutSessions(db).get(sessionId),
  ]);
  // A song gift's purchase is the songGifts capability's to fulfil (the webhook asks it first): never an order, never refunded here.
  if (!session || session.metadata?.kind === "song_gift_purchase") return { outcome: "unknown" };
  if (
    options.ownerUid !== undefined &&
    (session.client_reference_id !== options.ownerUid || (checkout && checkout.userId !== options.ownerUid))
  ) {
    return { outcome: "not_owner" };
  }
  if (session.payment_status !== "paid") return { outcome: "unpaid" };

  const existing = await orderReads(db).summary(sessionId);
  if (existing) return { outcome: "fulfilled", order: existing, created: false };
  // Only a session the checkout opened (it names its customer) is ours to refund; one made elsewhere
  // on the account (a payment link, the demo data's payments) is left as it is.
  if (!checkout) return session.client_reference_id ? refunded(deps, session, "no_checkout") : { outcome: "not_ours" };

  const paid = await paidOrder(db, session, checkout);
  const gift = giftChosenInBuilder(checkout, sessionId);
  let result;
  try {
    result = await orderLifecycle(deps).pay(
      { id: sessionId, ...paid },
      (transaction) => {
        checkoutSessions(db).markCompleted(transaction, sessionId);
        // The gift delivery chosen in the builder is kept with the order its payment creates.
        if (gift) gifts(deps).createWithOrder(transaction, gift);
      },
      redeemedSongGift(deps, checkout),
    );
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === NOT_FOUND) return refunded(deps, session, "owner_gone");
    if (error instanceof HttpError && error.status === 409) {
      // The other report of this payment (the success page's or the webhook's) made its order meanwhile.
      const made = await orderReads(db).summary(sessionId);
      if (made) return { outcome: "fulfilled", order: made, created: false };
      return refunded(deps, session, "order_refused");
    }
    throw error;
  }
  const order = result.order;
  if (!order) throw new Error(`The order of session ${sessionId} is missing after its payment`);
  return { outcome: "fulfilled", order: orderSummary(order), created: result.outcome === "changed" };
}

async function refunded(
  deps: { db: Firestore; stripe: Stripe },
  session: Stripe.Checkout.Session,
  reason: UnfulfilledReason,
): Promise<Fulfilment> {
  return { outcome: "refunded", payment: await refundUnfulfilledPayment(deps, session, reason) };
}
