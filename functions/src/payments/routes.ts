import type { AudienceRoutes } from "../platform/routeTable";
import { handleStripeWebhook } from "./handleStripeWebhook";
import { verifyPayment } from "./verifyPayment";

/** A payment's outcome: the page Stripe returns to, and Stripe's signed events. */
export const paymentRoutes: AudienceRoutes = {
  public: [{ path: "/stripe/webhook", handlers: { post: handleStripeWebhook } }],
  customer: [{ path: "/payments/verify", handlers: { post: verifyPayment } }],
};
