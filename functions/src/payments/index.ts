/**
 * The payments capability's public entry: a paid Checkout Session becomes its order (the success
 * page's verify call and Stripe's webhook), and Stripe's reports of refunds reach the order.
 */
export { fulfilCheckoutSession, type Fulfilment } from "./fulfilCheckoutSession";
export { recordChargeRefund } from "./recordChargeRefund";
