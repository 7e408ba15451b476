import type { Capability } from "../platform/capability";
import { paymentRoutes } from "./routes";

/**
 * The payments capability's public entry: a paid Checkout Session becomes its order (the success
 * page's verify call and Stripe's webhook), and Stripe's reports of refunds reach the order.
 */
export { fulfilCheckoutSession, type Fulfilment } from "./fulfilCheckoutSession";
export { recordChargeRefund } from "./recordChargeRefund";

/** The payments capability, as `functions/src/capabilities.ts` lists it. */
export const paymentsCapability = {
  name: "payments",
  routes: paymentRoutes,
} satisfies Capability;
