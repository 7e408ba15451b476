import type { Capability } from "../platform/capability";
import { byUid, deleted, keep, notCopied, onAccount } from "../platform/dataMap";
import { TTL_FIELDS } from "../adapters/firestore/ttlPolicies";
import { checkoutSessions } from "./checkoutSessions";
import { PAYMENT_FAILURE_RETENTION_DAYS } from "./paymentFailures";
import { checkoutRoutes } from "./routes";

/**
 * The checkout capability's public entry: the Checkout Sessions kept until payment
 * (`checkoutSessions/*`) and the failed payments fraud scoring counts (`paymentFailures/*`).
 */
export { checkoutSessions, type CheckoutOrder, type CheckoutSessionRecord } from "./checkoutSessions";
export { checkoutSessionParams, type CheckoutSessionInput } from "./checkoutSessionParams";
export { openCheckoutSession } from "./openCheckoutSession";
export { recordCheckoutPaymentFailure, recordPaymentIntentFailure } from "./recordPaymentFailure";

/** The checkout capability, as `functions/src/capabilities.ts` lists it. */
export const checkoutCapability = {
  name: "checkout",
  routes: checkoutRoutes,
  collections: [
    {
      path: "checkoutSessions",
      holds: "an order as sent to payment (the story among it), until it is paid or expires",
      person: byUid("userId"),
      retention: "until the account is deleted; a paid one's order keeps what was paid",
      erasure: deleted(onAccount(({ db, stripe, uid }) => checkoutSessions(db).forgetOf(uid, stripe))),
      copy: notCopied("a paid checkout is its order, in the copy; an unpaid one is a draft sent to payment"),
    },
    {
      path: "paymentFailures",
      holds: "a payment Stripe declined or that failed (its card's fingerprint, the customer's uid), for fraud scoring",
      person: byUid("userId"),
      retention: {
        words: "30 days, then Firestore's TTL policy deletes it",
        days: PAYMENT_FAILURE_RETENTION_DAYS,
        ttlField: TTL_FIELDS.paymentFailures,
      },
      erasure: keep("signs of fraud (declines, cards tried) for 30 days, a legitimate interest; no story", ["userId"]),
      copy: notCopied("a signal for fraud scoring; Stripe holds the payment itself"),
    },
  ],
} satisfies Capability;
