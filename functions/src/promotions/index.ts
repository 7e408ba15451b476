import type { Capability } from "../platform/capability";
import { promotionRoutes } from "./routes";

/**
 * The promotions capability's public entry: promotion codes, held at Stripe (a coupon and its
 * promotion code; Stripe counts their uses), so it owns no collection. Checkout asks it whether a
 * code applies before putting it on a Checkout Session.
 */
export { checkPromotion, type ApplicablePromotion, type PromotionCheck } from "./checkPromotion";

/** The promotions capability, as `functions/src/capabilities.ts` lists it. */
export const promotionsCapability = {
  name: "promotions",
  routes: promotionRoutes,
} satisfies Capability;
