import { adminEarningsExportQuerySchema } from "@songs/domain";
import { earnings, ledgerCsv } from "../earnings";
import { handler } from "../http/handler";
import { withArtistNames } from "./adminLedger";

/** GET /api/admin/earnings.csv?artistId=: the admins' whole ledger view as a CSV download, the artist named on each row. */
export const exportAdminEarnings = handler(
  adminEarningsExportQuerySchema,
  async ({ db, input }) =>
    ledgerCsv(
      await withArtistNames(db, await earnings(db).all({ artistId: input.artistId })),
      input.artistId ?? "all-artists",
      { withArtist: true },
    ),
  { auth: "admin" },
);
