import { studioBankPayoutsQuerySchema, type BankPayoutsResponse } from "@songs/domain";
import { handler } from "../http/handler";
import { bankPayouts } from "./bankPayouts";

/** GET /api/studio/bank-payouts?cursor=: the signed-in artist's payouts to their bank, newest first, at most 50 a page. */
export const getStudioBankPayouts = handler(
  studioBankPayoutsQuerySchema,
  async ({ db, user, input }): Promise<BankPayoutsResponse> => bankPayouts(db).page(user.artistId, input.cursor),
  { auth: "artist" },
);
