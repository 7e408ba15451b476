import type { RouteTable } from "../http/routeTable";
import { handleStripeWebhook } from "./handleStripeWebhook";
import { verifyPayment } from "./verifyPayment";

/** A payment's outcome: the page Stripe returns to, and Stripe's signed events. */
export const paymentRoutes: RouteTable = [
  { path: "/payments/verify", handlers: { post: verifyPayment } },
  { path: "/stripe/webhook", handlers: { post: handleStripeWebhook } },
];
