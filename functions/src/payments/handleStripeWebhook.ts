import { nameLogIds, requestLog } from "../http/requestLog";
import type Stripe from "stripe";
import { z } from "zod";
import { checkoutSessions, recordCheckoutPaymentFailure, recordPaymentIntentFailure } from "../checkout";
import { verifiedStripeEvent } from "../http/verifiedStripeEvent";
import { HttpError } from "../http/errors";
import { handler } from "../http/handler";
import { fulfilSongGiftPurchase } from "../songGifts";
import type { Dependencies } from "../http/Dependencies";
import { recordDispute } from "../disputes";
import { fulfilCheckoutSession } from "./fulfilCheckoutSession";
import { recordChargeRefund } from "./recordChargeRefund";
import { DISPUTE_WEBHOOK_EVENTS, type StripeWebhookEvent } from "./webhookEvents";

/** Only a JSON object gets as far as the signature check; the verified raw body is the real input. */
const webhookBodySchema = z.looseObject({});

type WebhookDependencies = Pick<Dependencies, "db" | "stripe" | "config">;

type EventHandlers = {
  [T in StripeWebhookEvent]: (event: Extract<Stripe.Event, { type: T }>, deps: WebhookDependencies) => Promise<void>;
};

/** Every dispute event records the dispute as Stripe has it now (so repeats and any order give one state). */
const disputeHandlers = () =>
  Object.fromEntries(
    DISPUTE_WEBHOOK_EVENTS.map((type) => [
      type,
      async (event: Stripe.Event, { db, stripe }: WebhookDependencies) => {
        await recordDispute({ db, stripe }, (event.data.object as Stripe.Dispute).id);
      },
    ]),
  ) as Pick<EventHandlers, (typeof DISPUTE_WEBHOOK_EVENTS)[number]>;

/** What each event of STRIPE_WEBHOOK_EVENTS does; the endpoint is subscribed to exactly these. */
const EVENT_HANDLERS: EventHandlers = {
  "checkout.session.completed": async (event, { db, stripe, config }) => {
    if (await fulfilSongGiftPurchase({ db, siteUrl: config.siteUrl }, event.data.object)) return;
    const sessionId = event.data.object.id;
    const result = await fulfilCheckoutSession({ db, stripe, siteUrl: config.siteUrl }, sessionId);
    // Never acknowledged unless it ended as an order or a refund (or waits for its payment): Stripe delivers it again.
    if (result.outcome === "unknown") {
      requestLog.error("Stripe reported a completed Checkout Session it does not know", { sessionId });
      throw new HttpError(
        409,
        "session_unknown",
        "Stripe does not know this Checkout Session yet; the event will be retried",
      );
    }
    if (result.outcome === "unpaid") requestLog.info("Completed Checkout Session not paid yet", { sessionId });
    if (result.outcome === "not_ours")
      requestLog.info("A Checkout Session the checkout did not open is left", { sessionId });
  },
  "checkout.session.expired": async (event, { db }) => checkoutSessions(db).markExpired(event.data.object.id),
  "payment_intent.payment_failed": async (event, { db }) => {
    await recordPaymentIntentFailure(db, event.id, event.data.object);
  },
  "checkout.session.async_payment_failed": async (event, { db }) => {
    await recordCheckoutPaymentFailure(db, event.id, event.data.object);
  },
  "charge.refunded": async (event, { db, config }) =>
    recordChargeRefund({ db, siteUrl: config.siteUrl }, event.data.object, event.data.previous_attributes),
  ...disputeHandlers(),
};

/**
 * POST /api/stripe/webhook (and /stripe/webhook at the function's own URL): Stripe's signed
 * events. A completed session creates its order through the same path as the success page (or,
 * when it cannot, is refunded in full and recorded; a session Stripe does not know is answered 409,
 * never acknowledged); an expired one closes the kept draft; a declined or failed payment is recorded once for fraud
 * scoring; a refunded charge is recorded on its order (409, for Stripe to
 * retry, while that order does not exist yet); a dispute is recorded as Stripe has it; every other event is acknowledged and ignored.
 */
export const handleStripeWebhook = handler(webhookBodySchema, async ({ req, config, db, stripe }) => {
  const event = verifiedStripeEvent(req, stripe, config.stripe.webhookSecret);

  // Stripe sends only subscribed events; any other is acknowledged and ignored.
  // A Checkout Session's id is its order's: every entry of this delivery names it.
  if (event.type.startsWith("checkout.session.")) nameLogIds({ orderId: (event.data.object as { id: string }).id });
  requestLog.info("Stripe event received", { eventId: event.id, type: event.type });
  const handle = (
    EVENT_HANDLERS as Partial<Record<string, (event: Stripe.Event, deps: WebhookDependencies) => Promise<void>>>
  )[event.type];
  await handle?.(event, { db, stripe, config });
  return { received: true };
});
