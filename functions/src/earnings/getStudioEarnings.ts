import type { EarningsResponse } from "@songs/domain";
import { emptyQuerySchema, handler } from "../http/handler";
import { earnings } from "./earnings";
import { ledgerAnswer } from "./ledgerAnswers";

/** GET /api/studio/earnings: the signed-in artist's ledger, newest first, with totals per month in cents. */
export const getStudioEarnings = handler(
  emptyQuerySchema,
  async ({ db, user }): Promise<EarningsResponse> => ledgerAnswer(await earnings(db).listByArtist(user.artistId)),
  { auth: "artist" },
);
