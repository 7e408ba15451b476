import { reconciliationQuerySchema, type ReconciliationResponse } from "@songs/domain";
import { handler } from "../http/handler";
import { reconcileTransfers } from "./reconcileTransfers";

/** GET /api/admin/payouts/reconciliation?month=YYYY-MM: the ledger's transfers of the month checked against Stripe's. */
export const getTransferReconciliation = handler(
  reconciliationQuerySchema,
  async ({ db, stripe, input }): Promise<ReconciliationResponse> => reconcileTransfers(db, stripe, input.month),
  { auth: "admin" },
);
