import { studioEarningsQuerySchema, type EarningsResponse } from "@songs/domain";
import { handler } from "../http/handler";
import { earnings } from "./earnings";
import { ledgerAnswer } from "./ledgerAnswers";

/** GET /api/studio/earnings?cursor=: a page of the signed-in artist's ledger, newest first, with the whole ledger's totals per month in cents. */
export const getStudioEarnings = handler(
  studioEarningsQuerySchema,
  async ({ db, user, input }): Promise<EarningsResponse> => {
    const ledger = earnings(db);
    const filter = { artistId: user.artistId };
    const [page, totals] = await Promise.all([ledger.page(filter, input.cursor), ledger.totals(filter)]);
    return ledgerAnswer(page, totals);
  },
  { auth: "artist" },
);
