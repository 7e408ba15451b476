/** The checkout capability's public entry: the Checkout Sessions kept until payment (`checkoutSessions/*`). */
export { checkoutSessions, type CheckoutOrder, type CheckoutSessionRecord } from "./checkoutSessions";
