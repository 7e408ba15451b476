import { PAYOUT_MESSAGES, payoutStatusOf, type PayoutLink } from "@songs/domain";
import { emptyQuerySchema, handler } from "../http/handler";
import { HttpError } from "../http/errors";
import { payoutAccounts } from "./payoutAccounts";
import { countLink } from "./payoutLinks";

/** POST /api/studio/payouts/dashboard-link: a single-use Login Link to the artist's Express dashboard, once onboarded. */
export const createPayoutDashboardLink = handler(
  emptyQuerySchema,
  async ({ db, stripe, user }): Promise<PayoutLink> => {
    const record = await payoutAccounts(db).get(user.artistId);
    if (!record || !payoutStatusOf(record.facts).canOpenDashboard)
      throw new HttpError(409, "payouts_not_set_up", PAYOUT_MESSAGES.notOnboarded);
    await countLink(db, user.artistId);
    const link = await stripe.accounts.createLoginLink(record.stripeAccountId);
    return { url: link.url };
  },
  { auth: "artist" },
);
