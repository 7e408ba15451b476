import type { Capability } from "../platform/capability";
import { keep, nobody, notCopied } from "../platform/dataMap";
import { payoutRoutes } from "./routes";
import { payoutFollowUpHandlers } from "./shareTransferFollowUps";

/**
 * The payouts capability's public entry: the one owner of `payoutAccounts/*` (each artist's Stripe
 * Express account and its state), `payoutTotals/*` and `bankPayouts/*` (Stripe's payouts to the
 * artists' banks), the studio's onboarding routes, the Connect webhook, the admins' Payouts page,
 * and each released share's way to the artist (its transfer, reversal and the follow-ups
 * that make them; the share's `transfer` state is written on its ledger entry through `earnings`);
 * and `booksDays/*`, the platform's books closed a UTC day at a time from Stripe's balance transactions.
 */
export { STRIPE_CONNECT_WEBHOOK_EVENTS, type StripeConnectWebhookEvent } from "./connectEvents";
export { payoutAccounts, factsOf, owedTransfersFollowUp, type PayoutAccountRecord } from "./payoutAccounts";
export {
  retryShareTransfer,
  shareTransfers,
  transferFollowUp,
  transferFollowUpId,
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
export { booksDays } from "./booksDays";
export { settleShareFollowUp } from "./settleShareFollowUp";

/** The payouts capability, as `functions/src/capabilities.ts` lists it. */
export const payoutsCapability = {
  name: "payouts",
  routes: payoutRoutes,
  followUps: payoutFollowUpHandlers,
  collections: [
    {
      path: "payoutAccounts",
      holds: "an artist profile's Stripe Express account and what Stripe says of it",
      person: nobody,
      retention: "kept: the platform's pay record",
      erasure: keep("the artist profile's account at Stripe, kept after an artist's deletion for the pay record"),
      copy: notCopied("the account is the artist's at Stripe, in its Express dashboard"),
    },
    {
      path: "payoutTotals",
      holds: "what the platform owes and paid each artist profile (running totals)",
      person: nobody,
      retention: "kept with the ledger",
      erasure: keep("totals of the pay record"),
      copy: notCopied("totals of the pay record, shown in the studio"),
    },
    {
      path: "booksDays",
      holds:
        "the platform's books of a UTC day: Stripe's balance transactions summed, and each difference from the ledger",
      person: nobody,
      retention: "kept: the platform's books",
      erasure: keep("the platform's books, which name orders and transfers, no person"),
      copy: notCopied("the platform's books"),
    },
    {
      path: "bankPayouts",
      holds: "Stripe's payout of an artist's balance to their bank",
      person: nobody,
      retention: "kept: the platform's pay record",
      erasure: keep("Stripe's report of a payout to an artist profile's bank"),
      copy: notCopied("shown in the studio and in Stripe's Express dashboard"),
    },
  ],
} satisfies Capability;
