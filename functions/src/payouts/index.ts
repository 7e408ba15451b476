import type { Capability } from "../platform/capability";
import { payoutRoutes } from "./routes";
import { payoutFollowUpHandlers } from "./shareTransferFollowUps";

/**
 * The payouts capability's public entry: the one owner of `payoutAccounts/*` (each artist's Stripe
 * Express account and its state), `payoutTotals/*` and `bankPayouts/*` (Stripe's payouts to the
 * artists' banks), the studio's onboarding routes, the Connect webhook, the admins' Payouts page,
 * and each released share's way to the artist (its transfer, reversal and the follow-ups
 * that make them; the share's `transfer` state is written on its ledger entry through `earnings`).
 */
export { STRIPE_CONNECT_WEBHOOK_EVENTS, type StripeConnectWebhookEvent } from "./connectEvents";
export { payoutAccounts, factsOf, owedTransfersFollowUp, type PayoutAccountRecord } from "./payoutAccounts";
export {
  retryShareTransfer,
  shareTransfers,
  transferFollowUp,
  type ReleasedOrder,
  type ShareRelease,
} from "./shareTransfers";
export { TransferRefused, type ShareTransferDependencies } from "./shareTransferFollowUps";
export { ensurePayoutAccount } from "./ensurePayoutAccount";
export { onboardingLink } from "./payoutLinks";
export { payoutTotals, type PayoutTotals, type PayoutTotalsMove } from "./payoutTotals";
export { bankPayouts, keepStripePayout, type BankPayoutFacts } from "./bankPayouts";
export { retryTransfer } from "./retryTransfer";
export { reconcileTransfers } from "./reconcileTransfers";

/** The payouts capability, as `functions/src/capabilities.ts` lists it. */
export const payoutsCapability = {
  name: "payouts",
  routes: payoutRoutes,
  followUps: payoutFollowUpHandlers,
} satisfies Capability;
