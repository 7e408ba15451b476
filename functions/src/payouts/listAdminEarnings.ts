import { adminEarningsQuerySchema, type AdminEarningsResponse } from "@songs/domain";
import { earnings, ledgerAnswer } from "../earnings";
import { handler } from "../http/handler";
import { withArtistNames } from "./adminLedger";

/** GET /api/admin/earnings?artistId=&cursor=: a page of one artist's ledger, or every artist's, with the whole ledger's totals per month in cents. */
export const listAdminEarnings = handler(
  adminEarningsQuerySchema,
  async ({ db, input }): Promise<AdminEarningsResponse> => {
    const ledger = earnings(db);
    const filter = { artistId: input.artistId };
    const [page, totals] = await Promise.all([ledger.page(filter, input.cursor), ledger.totals(filter)]);
    return ledgerAnswer({ ...page, entries: await withArtistNames(db, page.entries) }, totals);
  },
  { auth: "admin" },
);
