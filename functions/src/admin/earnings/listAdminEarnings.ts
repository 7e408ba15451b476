import { adminEarningsQuerySchema, type AdminEarningsResponse } from "@songs/domain";
import { ledgerAnswer } from "../../earnings";
import { handler } from "../../http/handler";
import { adminLedger } from "./adminLedger";

/** GET /api/admin/earnings?artistId=: one artist's ledger, or every artist's, with totals per month in cents. */
export const listAdminEarnings = handler(
  adminEarningsQuerySchema,
  async ({ db, input }): Promise<AdminEarningsResponse> => ledgerAnswer(await adminLedger(db, input)),
  { auth: "admin" },
);
