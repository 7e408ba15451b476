/** Every event of a dispute (chargeback): each records the dispute with Stripe's current state of it (functions/src/disputes). */
export const DISPUTE_WEBHOOK_EVENTS = [
  "charge.dispute.created",
  "charge.dispute.updated",
  "charge.dispute.closed",
  "charge.dispute.funds_withdrawn",
  "charge.dispute.funds_reinstated",
] as const;

/**
 * The Stripe events the webhook acts on: the one list the handler's table is typed by (a listed
 * event without a handler, or a handler for an unlisted one, does not compile), and the events
 * `npm run stripe:webhook` subscribes the endpoint to (docs/deploy-checklist.md).
 */
export const STRIPE_WEBHOOK_EVENTS = [
  // The order is created from the paid session (also by the success page, whichever comes first).
  "checkout.session.completed",
  // The kept draft of an abandoned checkout is closed.
  "checkout.session.expired",
  // Declined and failed payments are counted by fraud scoring.
  "payment_intent.payment_failed",
  "checkout.session.async_payment_failed",
  // Refunds made in Stripe's dashboard are recorded on their orders.
  "charge.refunded",
  // Disputes are recorded and answered.
  ...DISPUTE_WEBHOOK_EVENTS,
] as const;

export type StripeWebhookEvent = (typeof STRIPE_WEBHOOK_EVENTS)[number];
