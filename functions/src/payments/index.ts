/** The payments capability's public entry: a paid Checkout Session becomes its order; refunds of an order's charge. */
export { fulfilCheckoutSession, type Fulfilment } from "./fulfilCheckoutSession";
export { recordChargeRefund } from "./recordChargeRefund";
export { refundOrderPayment } from "./refundOrderPayment";
