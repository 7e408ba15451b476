import { payoutStatusOf, type PayoutStatus } from "@songs/domain";
import { emptyQuerySchema, handler } from "../http/handler";
import { payoutAccounts } from "./payoutAccounts";

/** GET /api/studio/payouts: the signed-in artist's payout account, in words. */
export const getStudioPayouts = handler(
  emptyQuerySchema,
  async ({ db, user }): Promise<PayoutStatus> => {
    const record = await payoutAccounts(db).get(user.artistId);
    return payoutStatusOf(record?.facts ?? null);
  },
  { auth: "artist" },
);
