import type { AudienceRoutes } from "../platform/routeTable";
import { checkPromotionCode } from "./checkPromotionCode";
import { createCheckout } from "./createCheckout";

/** Starting an order's payment (Stripe Checkout), and checking a promotion code for it. */
export const checkoutRoutes: AudienceRoutes = {
  customer: [
    { path: "/checkout", handlers: { post: createCheckout } },
    { path: "/checkout/promotion-code", handlers: { post: checkPromotionCode } },
  ],
};
