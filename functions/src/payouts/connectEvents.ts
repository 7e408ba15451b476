/**
 * The Connect events (those of the artists' connected accounts) the Connect webhook acts on: the
 * one list the handler's table is typed by, and the events `npm run stripe:webhook` subscribes the
 * Connect endpoint to (docs/deploy-checklist.md).
 */
export const STRIPE_CONNECT_WEBHOOK_EVENTS = [
  // An artist's account changed (onboarding finished, information due, paused): its state in the studio follows.
  "account.updated",
  // Stripe paid an artist's balance out to their bank, or the bank refused it: the studio's earnings show it.
  "payout.paid",
  "payout.failed",
] as const;

export type StripeConnectWebhookEvent = (typeof STRIPE_CONNECT_WEBHOOK_EVENTS)[number];
