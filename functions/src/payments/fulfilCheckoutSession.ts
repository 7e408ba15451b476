import type { Firestore } from "firebase-admin/firestore";
import { failureFields, requestLog } from "../http/requestLog";
import type Stripe from "stripe";
import { MESSAGES, zonedTimeToInstant } from "@songs/domain";
import { artists } from "../catalogue";
import { checkoutSessions, type CheckoutSessionRecord } from "../checkout";
import { HttpError } from "../http/errors";
import { gifts, newGift, type GiftRecord } from "../gifts";
import { orderLifecycle, orderReads, type OrderSummary, type PaidOrder, type ShippingAddress } from "../orders";

export type Fulfilment =
  /** Stripe does not know the session, or this marketplace never opened it. */
  | { outcome: "unknown" }
  /** The session was opened by someone other than the expected caller. */
  | { outcome: "not_owner" }
  | { outcome: "unpaid" }
  | { outcome: "fulfilled"; order: OrderSummary; created: boolean };

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
    totalCents: session.amount_total ?? checkout.amountCents,
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

/**
 * Creates the order of a paid Checkout Session exactly once, for the success page's verify call
 * and the `checkout.session.completed` webhook alike, whichever comes first: the lifecycle's `pay`
 * command, in one transaction with its first offer, confirmation email and follow-ups and the session
 * marked completed. A second report of the same payment finds the order and writes nothing.
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
  if (!session || !checkout) return { outcome: "unknown" };
  if (
    options.ownerUid !== undefined &&
    (checkout.userId !== options.ownerUid || session.client_reference_id !== options.ownerUid)
  ) {
    return { outcome: "not_owner" };
  }
  if (session.payment_status !== "paid") return { outcome: "unpaid" };

  const existing = await orderReads(db).summary(sessionId);
  if (existing) return { outcome: "fulfilled", order: existing, created: false };

  const paid = await paidOrder(db, session, checkout);
  const gift = giftChosenInBuilder(checkout, sessionId);
  const result = await orderLifecycle(deps).pay({ id: sessionId, ...paid }, (transaction) => {
    checkoutSessions(db).markCompleted(transaction, sessionId);
    // The gift delivery chosen in the builder is kept with the order its payment creates.
    if (gift) gifts(deps).createWithOrder(transaction, gift);
  });
  const order = result.order;
  if (!order) throw new Error(`The order of session ${sessionId} is missing after its payment`);
  const summary = {
    orderId: sessionId,
    status: order.status,
    totalCents: order.totalCents,
    recipientName: order.recipientName,
    package: order.package,
  };
  return { outcome: "fulfilled", order: summary, created: result.outcome === "changed" };
}
