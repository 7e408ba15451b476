import type { Capability } from "../platform/capability";
import { checkoutRoutes } from "./routes";

/**
 * The checkout capability's public entry: the Checkout Sessions kept until payment
 * (`checkoutSessions/*`) and the failed payments fraud scoring counts (`paymentFailures/*`).
 */
export { checkoutSessions, type CheckoutOrder, type CheckoutSessionRecord } from "./checkoutSessions";
export { recordCheckoutPaymentFailure, recordPaymentIntentFailure } from "./recordPaymentFailure";

/** The checkout capability, as `functions/src/capabilities.ts` lists it. */
export const checkoutCapability = {
  name: "checkout",
  routes: checkoutRoutes,
} satisfies Capability;
