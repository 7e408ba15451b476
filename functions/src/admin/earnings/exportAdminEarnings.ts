import { adminEarningsQuerySchema } from "@songs/domain";
import { ledgerCsv } from "../../earnings";
import { handler } from "../../http/handler";
import { adminLedger } from "./adminLedger";

/** GET /api/admin/earnings.csv?artistId=: the admins' ledger view as a CSV download, the artist named on each row. */
export const exportAdminEarnings = handler(
  adminEarningsQuerySchema,
  async ({ db, input }) => ledgerCsv(await adminLedger(db, input), input.artistId ?? "all-artists", { withArtist: true }),
  { auth: "admin" },
);
