import type { AudienceRoutes } from "../platform/routeTable";
import { createPromotion } from "./createPromotion";
import { listPromotions } from "./listPromotions";

/** Promotion codes: the admins' Promotions page (checkout checks a customer's code). */
export const promotionRoutes: AudienceRoutes = {
  admin: [{ path: "/admin/promotions", handlers: { get: listPromotions, post: createPromotion } }],
};
