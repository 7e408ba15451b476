/**
 * The payouts capability's public entry: the one owner of `payoutAccounts/*` (each artist's Stripe
 * Express account and its state), `payoutTotals/*` and `bankPayouts/*` (Stripe's payouts to the
 * artists' banks), the studio's onboarding routes, the Connect webhook and the admins' Payouts page.
 */
export { STRIPE_CONNECT_WEBHOOK_EVENTS, type StripeConnectWebhookEvent } from "./connectEvents";
export { payoutAccounts, factsOf, type PayoutAccountRecord } from "./payoutAccounts";
export { ensurePayoutAccount } from "./ensurePayoutAccount";
export { onboardingLink } from "./payoutRoutes";
export { payoutTotals, type PayoutTotals, type PayoutTotalsMove } from "./payoutTotals";
export { bankPayouts, type BankPayoutFacts } from "./bankPayouts";
export { retryTransfer, transferFollowUpId } from "./retryTransfer";
export { reconcileTransfers } from "./reconcileTransfers";
