import { reconciliationResponseSchema, retryTransferResponseSchema, type ReconciliationResponse } from "@songs/domain";
import { apiGet, apiSend } from "../../api/client";

/** `GET /api/admin/payouts`: a page of artists' totals and the failing transfers (read with useApiQuery). */
export const ADMIN_PAYOUTS_PATH = "/api/admin/payouts";

/** `POST /api/admin/payouts/transfers/:orderId/retry`: the failing transfer's follow-up runs again. */
export function retryTransfer(orderId: string): Promise<unknown> {
  return apiSend(
    "POST",
    `${ADMIN_PAYOUTS_PATH}/transfers/${encodeURIComponent(orderId)}/retry`,
    {},
    retryTransferResponseSchema,
  );
}

/** `GET /api/admin/payouts/reconciliation?month=`: the ledger's transfers of the month checked against Stripe's. */
export function reconcileMonth(month: string): Promise<ReconciliationResponse> {
  return apiGet(
    `${ADMIN_PAYOUTS_PATH}/reconciliation?month=${encodeURIComponent(month)}`,
    reconciliationResponseSchema,
  );
}
