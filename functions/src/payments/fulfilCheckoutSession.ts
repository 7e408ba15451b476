import type { Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import type Stripe from "stripe";
import { firstOffer, MESSAGES } from "@songs/domain";
import { isAlreadyExists } from "../adapters/firestore/isAlreadyExists";
import { mailQueue } from "../adapters/mail/mailQueue";
import { artists } from "../catalog";
import { checkoutSessions, type CheckoutSessionRecord } from "../checkout";
import { HttpError } from "../http/errors";
import { offerCandidates, orders, sendWorkMails, type OrderSummary, type PaidOrder, type ShippingAddress, type WorkingOrder } from "../orders";
import { orderConfirmationMail } from "./orderConfirmationMail";

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
    logger.error("Stripe did not answer a Checkout Session lookup", { sessionId, error: String(error) });
    throw new HttpError(502, "payment_provider_error", MESSAGES.paymentVerificationFailed);
  }
}

/** The collected postal address: `collected_information` on current API versions, `shipping_details` before. */
function shippingAddressOf(session: Stripe.Checkout.Session): ShippingAddress | null {
  const legacy = (session as { shipping_details?: Stripe.Checkout.Session.CollectedInformation.ShippingDetails | null }).shipping_details;
  const details = session.collected_information?.shipping_details ?? legacy ?? null;
  if (!details) return null;
  const { line1, line2, city, postal_code, state, country } = details.address;
  return {
    name: details.name ?? null,
    address: { line1: line1 ?? null, line2: line2 ?? null, city: city ?? null, postal_code: postal_code ?? null, state: state ?? null, country: country ?? null },
  };
}

async function paidOrder(db: Firestore, session: Stripe.Checkout.Session, checkout: CheckoutSessionRecord): Promise<PaidOrder> {
  const artist = checkout.order.artistId ? await artists(db).get(checkout.order.artistId) : null;
  return {
    ...checkout.order,
    userId: checkout.userId,
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    artistName: artist?.name ?? null,
    totalCents: session.amount_total ?? checkout.amountCents,
    currency: session.currency ?? "usd",
    shippingAddress: shippingAddressOf(session),
    stripeSessionId: session.id,
    paymentIntentId: typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null),
  };
}

/**
 * Creates the order of a paid Checkout Session exactly once, for the success page's verify call
 * and the `checkout.session.completed` webhook alike, whichever comes first. The order and its
 * confirmation mail are create()s of deterministic ids in one batch: a concurrent second attempt
 * fails with ALREADY_EXISTS and reads the order the first one wrote (no transaction needed).
 */
export async function fulfilCheckoutSession(
  deps: { db: Firestore; stripe: Stripe; siteUrl: string },
  sessionId: string,
  options: { ownerUid?: string } = {},
): Promise<Fulfilment> {
  const { db, stripe } = deps;
  const [session, checkout] = await Promise.all([retrieveSession(stripe, sessionId), checkoutSessions(db).get(sessionId)]);
  if (!session || !checkout) return { outcome: "unknown" };
  if (options.ownerUid !== undefined && (checkout.userId !== options.ownerUid || session.client_reference_id !== options.ownerUid)) {
    return { outcome: "not_owner" };
  }
  if (session.payment_status !== "paid") return { outcome: "unpaid" };

  const existing = await orders(db).summary(sessionId);
  if (existing) return { outcome: "fulfilled", order: existing, created: false };

  const order = await paidOrder(db, session, checkout);
  // The first offer (docs/studio.md): to the artist the customer chose, or to every fitting available artist.
  const work = firstOffer(order.artistId, order.artistId ? [] : await offerCandidates(db, order.genre), new Date());
  const batch = db.batch();
  orders(db).createPaid(batch, sessionId, order, work);
  if (order.customerEmail) {
    mailQueue(db).add(batch, orderConfirmationMail(sessionId, { ...order, customerEmail: order.customerEmail }), {
      id: `order-confirmation-${sessionId}`,
      about: { orderId: sessionId },
    });
  }
  checkoutSessions(db).markCompleted(batch, sessionId);
  try {
    await batch.commit();
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    const existingNow = await orders(db).summary(sessionId);
    if (!existingNow) throw error;
    return { outcome: "fulfilled", order: existingNow, created: false };
  }
  const created = await orders(db).get(sessionId);
  if (created?.work) {
    await sendWorkMails(db, deps.siteUrl, { order: created as WorkingOrder, newlyOffered: work.offeredTo, customerAsked: false, alertAdmins: false, takenFrom: [] });
  }
  const summary = { orderId: sessionId, status: "paid", totalCents: order.totalCents, recipientName: order.recipientName, package: order.package };
  return { outcome: "fulfilled", order: summary, created: true };
}
