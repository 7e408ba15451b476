import { promotionCheckResponseSchema, type PromotionCheckRequest, type PromotionCheckResponse } from "@songs/domain";
import { apiSend } from "../api/client";

/** `POST /api/checkout/promotion-code`: whether a promotion code applies to the order, or why not. */
export function checkPromotionCode(request: PromotionCheckRequest): Promise<PromotionCheckResponse> {
  return apiSend("POST", "/api/checkout/promotion-code", request, promotionCheckResponseSchema);
}
