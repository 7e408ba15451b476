import { emptyQuerySchema, handler } from "../http/handler";
import { earnings } from "./earnings";
import { ledgerCsv } from "./ledgerAnswers";

/**
 * GET /api/studio/earnings.csv: the signed-in artist's whole ledger as a CSV download. It names the
 * orders by their ids, which the artist sees on their orders already.
 */
export const exportStudioEarnings = handler(
  emptyQuerySchema,
  async ({ db, user }) => ledgerCsv(await earnings(db).all({ artistId: user.artistId }), "studio"),
  { auth: "artist" },
);
