/**
 * The checkout capability's public entry: the Checkout Sessions kept until payment
 * (`checkoutSessions/*`) and the failed payments fraud scoring counts (`paymentFailures/*`).
 */
export { checkoutSessions, type CheckoutOrder, type CheckoutSessionRecord } from "./checkoutSessions";
export { recordCheckoutPaymentFailure, recordPaymentIntentFailure } from "./recordPaymentFailure";
