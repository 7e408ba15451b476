import { failureFields, requestLog } from "../http/requestLog";
import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import {
  FRAUD_BLOCKED_MESSAGE,
  isAlertWorthy,
  scoreCheckoutRisk,
  VALIDATION,
  computeTotalCents,
  checkoutRequestSchema,
  giftSendAt,
  promotionRefusalMessage,
  promotionRefusalOfStripeMessage,
  PROMOTION_MESSAGES,
  type GiftDeliveryRequest,
  type PackageKey,
} from "@songs/domain";
import { checkoutSessions, type CheckoutOrder } from "./checkoutSessions";
import { artists } from "../catalogue";
import { clientIp } from "../http/clientIp";
import { badRequest, HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { checkPromotion, type ApplicablePromotion } from "../promotions";
import { fraudAlerts } from "../security";
import { stripeCatalogueStore } from "../stripe";
import { checkoutRiskSignals } from "./checkoutRiskSignals";
import { checkoutSessionParams } from "./checkoutSessionParams";
import { openCheckoutSession } from "./openCheckoutSession";

/** A gift chosen in the builder must still be ahead when the order is paid for. */
function requireGiftInFuture(gift: GiftDeliveryRequest): void {
  const when = giftSendAt(gift, new Date());
  if (!when.ok) throw badRequest(when.message, { [`gift.${when.field}`]: when.message });
}

/** A refused promotion code: 400 on the field, the customer's draft untouched. */
const promotionRefused = (message: string) => badRequest(message, { promotionCode: message });

/** The promotion code added at the review step, checked again as the session is made (it may have run out since). */
async function applicablePromotion(
  deps: { db: Firestore; stripe: Stripe },
  order: Parameters<typeof checkPromotion>[1] & { userId: string },
): Promise<ApplicablePromotion> {
  let check;
  try {
    check = await checkPromotion(deps.stripe, order, () => checkoutSessions(deps.db).hasPaidOf(order.userId));
  } catch (error) {
    requestLog.error("Stripe did not answer a promotion code lookup", failureFields(error));
    throw new HttpError(502, "payment_provider_error", PROMOTION_MESSAGES.unavailable);
  }
  if (!check.ok) throw promotionRefused(promotionRefusalMessage(check.refusal, order.package));
  return check;
}

/** Stripe's refusal of the session's promotion code (used up or expired since it was checked), in our words. */
function stripePromotionRefusal(error: unknown, pkg: PackageKey): HttpError | null {
  const { type, message } = error as { type?: unknown; message?: unknown };
  if (type !== "StripeInvalidRequestError" || typeof message !== "string") return null;
  const refusal = promotionRefusalOfStripeMessage(message);
  return refusal ? promotionRefused(promotionRefusalMessage(refusal, pkg)) : null;
}

/**
 * POST /api/checkout (signed in): prices the validated order on the server, scores its fraud
 * risk, opens a Stripe Checkout Session and keeps the order under the session id until payment.
 * A refused request (invalid, blocked, or Stripe unreachable) keeps no session.
 */
export const createCheckout = handler(
  checkoutRequestSchema,
  async ({ input, user, db, auth, stripe, config, req }) => {
    const { gift, promotionCode, ...details } = input;
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

    const promotion = promotionCode
      ? await applicablePromotion(
          { db, stripe },
          { code: promotionCode, package: order.package, addOns: order.addOns, userId: user.uid },
        )
      : null;
    const params = checkoutSessionParams({
      order,
      userId: user.uid,
      email: user.email,
      siteUrl: config.siteUrl,
      stored: await stripeCatalogueStore(db).read(),
      promotionCodeId: promotion?.promotionCodeId ?? null,
    });
    const session = await openCheckoutSession(stripe, params, (error) =>
      promotion ? stripePromotionRefusal(error, order.package) : null,
    );

    const batch = db.batch();
    checkoutSessions(db).create(batch, {
      id: session.id,
      userId: user.uid,
      order,
      // What Stripe will charge: the list price less the promotion's discount.
      amountCents: session.amount_total ?? amountCents,
      ip,
      promotionCode: promotion?.code ?? null,
    });
    if (isAlertWorthy(risk.level)) fraudAlerts(db).add(batch, risk, { ...alert, checkoutSessionId: session.id });
    await batch.commit();
    return { sessionId: session.id, url: session.url ?? null };
  },
  { auth: "customer" },
);
