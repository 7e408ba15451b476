import type { Capability } from "../platform/capability";
import { keep, nobody, notCopied } from "../platform/dataMap";
import { paymentRoutes } from "./routes";
import { UNFULFILLED_PAYMENTS } from "./unfulfilledPayments";

/**
 * The payments capability's public entry: a paid Checkout Session becomes its order (the success
 * page's verify call and Stripe's webhook) or, when it cannot, is refunded in full and recorded
 * (`unfulfilledPayments/*`); Stripe's reports of refunds reach the order.
 */
export { fulfilCheckoutSession, type Fulfilment } from "./fulfilCheckoutSession";
export { recordChargeRefund } from "./recordChargeRefund";
export {
  unfulfilledPayments,
  UNFULFILLED_REASONS,
  type UnfulfilledPayment,
  type UnfulfilledReason,
} from "./unfulfilledPayments";

/** The payments capability, as `functions/src/capabilities.ts` lists it. */
export const paymentsCapability = {
  name: "payments",
  routes: paymentRoutes,
  collections: [
    {
      path: UNFULFILLED_PAYMENTS,
      holds:
        "a paid Checkout Session that became no order, refunded in full: its session, PaymentIntent, refund, amount and why",
      person: nobody,
      retention: "kept: the books (every paid session is an order or one of these)",
      erasure: keep("the payment's ids and amounts only, for the books; nobody's data"),
      copy: notCopied("nobody's data: Stripe's ids and amounts"),
    },
  ],
} satisfies Capability;
