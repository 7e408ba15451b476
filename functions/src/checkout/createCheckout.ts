import { failureFields, requestLog } from "../http/requestLog";
import type Stripe from "stripe";
import {
  FRAUD_BLOCKED_MESSAGE,
  isAlertWorthy,
  scoreCheckoutRisk,
  MESSAGES,
  VALIDATION,
  computeTotalCents,
  checkoutRequestSchema,
  giftSendAt,
  type GiftDeliveryRequest,
} from "@songs/domain";
import { checkoutSessions, type CheckoutOrder } from "./checkoutSessions";
import { artists } from "../catalogue";
import { clientIp } from "../http/clientIp";
import { badRequest, HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { fraudAlerts } from "../security";
import { stripeCatalogueStore } from "../stripe";
import { checkoutRiskSignals } from "./checkoutRiskSignals";
import { checkoutSessionParams } from "./checkoutSessionParams";

/** A gift chosen in the builder must still be ahead when the order is paid for. */
function requireGiftInFuture(gift: GiftDeliveryRequest): void {
  const when = giftSendAt(gift, new Date());
  if (!when.ok) throw badRequest(when.message, { [`gift.${when.field}`]: when.message });
}

/**
 * POST /api/checkout (signed in): prices the validated order on the server, scores its fraud
 * risk, opens a Stripe Checkout Session and keeps the order under the session id until payment.
 * A refused request (invalid, blocked, or Stripe unreachable) keeps no session.
 */
export const createCheckout = handler(
  checkoutRequestSchema,
  async ({ input, user, db, auth, stripe, config, req }) => {
    const { gift, ...details } = input;
    const order: CheckoutOrder = {
      ...details,
      artistId: input.artistId ?? null,
      addOns: [...new Set(input.addOns)],
      gift: gift ?? null,
    };
    if (gift) requireGiftInFuture(gift);
    if (order.artistId) {
      const artist = await artists(db).get(order.artistId);
      if (!artist?.availability) throw badRequest(VALIDATION.invalidArtist, { artistId: VALIDATION.invalidArtist });
    }
    const amountCents = computeTotalCents(order.package, order.addOns);
    const ip = clientIp(req, config);

    const risk = scoreCheckoutRisk(await checkoutRiskSignals({ db, auth }, { caller: user, ip, amountCents }));
    const alert = { userId: user.uid, ip, recipientName: order.recipientName, totalCents: amountCents };
    if (risk.autoBlocked) {
      await fraudAlerts(db).save(risk, { ...alert, checkoutSessionId: null });
      throw new HttpError(403, "fraud_blocked", FRAUD_BLOCKED_MESSAGE);
    }

    const params = checkoutSessionParams({
      order,
      userId: user.uid,
      email: user.email,
      siteUrl: config.siteUrl,
      stored: await stripeCatalogueStore(db).read(),
    });
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.create(params);
    } catch (error) {
      requestLog.error("Stripe refused or did not answer a Checkout Session", failureFields(error));
      throw new HttpError(502, "payment_provider_error", MESSAGES.checkoutFailed);
    }

    const batch = db.batch();
    checkoutSessions(db).create(batch, { id: session.id, userId: user.uid, order, amountCents, ip });
    if (isAlertWorthy(risk.level)) fraudAlerts(db).add(batch, risk, { ...alert, checkoutSessionId: session.id });
    await batch.commit();
    return { sessionId: session.id, url: session.url ?? null };
  },
  { auth: "customer" },
);
