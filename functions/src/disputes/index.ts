import type { Capability } from "../platform/capability";
import { keep, nobody, notCopied } from "../platform/dataMap";
import { disputeFollowUpHandlers } from "./disputeReminders";
import { disputeRoutes } from "./routes";

/**
 * The disputes capability's public entry: the one owner of `disputes/*` (each dispute on a
 * platform charge as Stripe last reported it), recorded from Stripe's `charge.dispute.*` events,
 * shown to the admins with evidence prepared from the order's records and submitted to Stripe,
 * the deadline's reminder, and the policy for the artist's share applied when one is lost.
 */
export { isMarketplacePayment, recordDispute } from "./recordDispute";
export { disputes, type DisputeRecord } from "./disputeRecord";

/** The disputes capability, as `functions/src/capabilities.ts` lists it. */
export const disputesCapability = {
  name: "disputes",
  routes: disputeRoutes,
  followUps: disputeFollowUpHandlers,
  collections: [
    {
      path: "disputes",
      holds: "a dispute on a payment: its charge, order, amount, reason, status and evidence deadline",
      person: nobody,
      retention: "kept: the platform's money record (the evidence itself stays at Stripe)",
      erasure: keep("a chargeback on a payment, part of the platform's money record; it names no person"),
      copy: notCopied("the platform's record of a bank's dispute, with no personal field"),
    },
  ],
} satisfies Capability;
