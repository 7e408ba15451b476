/**
 * The payouts capability's public entry: the one owner of `payoutAccounts/*` (each artist's Stripe
 * Express account and its state), the studio's onboarding routes and the Connect webhook.
 */
export { STRIPE_CONNECT_WEBHOOK_EVENTS, type StripeConnectWebhookEvent } from "./connectEvents";
export { payoutAccounts, factsOf, type PayoutAccountRecord } from "./payoutAccounts";
export { ensurePayoutAccount } from "./ensurePayoutAccount";
export { onboardingLink } from "./payoutLinks";
export { payoutTotals, type PayoutTotals, type PayoutTotalsMove } from "./payoutTotals";
