import type { AudienceRoutes } from "../platform/routeTable";
import { createPromotion } from "./createPromotion";
import { listPromotions } from "./listPromotions";
import { updatePromotion } from "./updatePromotion";

/** Promotion codes: the admins' Promotions page (checkout checks a customer's code). */
export const promotionRoutes: AudienceRoutes = {
  admin: [
    { path: "/admin/promotions", handlers: { get: listPromotions, post: createPromotion } },
    { path: "/admin/promotions/:promotionId", handlers: { patch: updatePromotion } },
  ],
};
