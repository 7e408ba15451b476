import type { AudienceRoutes } from "../platform/routeTable";
import { createCheckout } from "./createCheckout";

/** Starting an order's payment (Stripe Checkout). */
export const checkoutRoutes: AudienceRoutes = {
  customer: [{ path: "/checkout", handlers: { post: createCheckout } }],
};
