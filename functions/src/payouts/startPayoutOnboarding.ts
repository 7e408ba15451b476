import { requestLog } from "../http/requestLog";
import type { PayoutLink } from "@songs/domain";
import { emptyQuerySchema, handler } from "../http/handler";
import { ensurePayoutAccount } from "./ensurePayoutAccount";
import { countLink, onboardingLink } from "./payoutLinks";

/**
 * POST /api/studio/payouts/onboarding: starts or continues the artist's Stripe onboarding: their
 * Express account (created once) and a new single-use Account Link to Stripe's hosted form.
 */
export const startPayoutOnboarding = handler(
  emptyQuerySchema,
  async ({ db, stripe, config, user }): Promise<PayoutLink> => {
    // Counted once the account is known, so a refused country writes nothing.
    const stripeAccountId = await ensurePayoutAccount(db, stripe, user);
    await countLink(db, user.artistId);
    const link = await onboardingLink(stripe, stripeAccountId, config.siteUrl);
    requestLog.info("Payout onboarding link made", { artistId: user.artistId, stripeAccountId });
    return { url: link.url };
  },
  { auth: "artist" },
);
