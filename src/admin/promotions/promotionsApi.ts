import {
  promotionViewSchema,
  type PromotionCreateRequest,
  type PromotionUpdateRequest,
  type PromotionView,
} from "@songs/domain";
import { apiSend } from "../../api/client";

/** `GET /api/admin/promotions`: a page of the codes with their uses (read with useApiQuery). */
export const PROMOTIONS_PATH = "/api/admin/promotions";

/** `POST /api/admin/promotions`: creates the code at Stripe. */
export function createPromotion(request: PromotionCreateRequest): Promise<PromotionView> {
  return apiSend("POST", PROMOTIONS_PATH, request, promotionViewSchema);
}

/** `PATCH /api/admin/promotions/:promotionId`: turns the code off or back on at Stripe. */
export function updatePromotion(promotionId: string, request: PromotionUpdateRequest): Promise<PromotionView> {
  return apiSend("PATCH", `${PROMOTIONS_PATH}/${encodeURIComponent(promotionId)}`, request, promotionViewSchema);
}
