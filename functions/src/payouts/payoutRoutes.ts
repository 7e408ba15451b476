import type { Firestore } from "firebase-admin/firestore";
import { requestLog } from "../http/requestLog";
import type Stripe from "stripe";
import { PAYOUT_LINKS_PER_HOUR, PAYOUT_MESSAGES, payoutStatusOf, type PayoutLink, type PayoutStatus } from "@songs/domain";
import { emptyQuerySchema, handler } from "../http/handler";
import { HttpError } from "../http/errors";
import { enforceRateLimit, type RateLimitRule } from "../http/rateLimits";
import { ensurePayoutAccount } from "./ensurePayoutAccount";
import { payoutAccounts } from "./payoutAccounts";

/** The studio's payouts section: where Stripe brings the artist back, and the address that makes a new link. */
export const payoutsPath = "/studio/payouts";
const REFRESH_QUERY = "setup=again";

/** Each link is a call to Stripe: an artist's onboarding and dashboard links share one hourly allowance. */
const PAYOUT_LINKS_PER_ARTIST: RateLimitRule = { name: "payout-links-artist", limit: PAYOUT_LINKS_PER_HOUR, windowMs: 60 * 60 * 1000 };
const countLink = (db: Firestore, artistId: string) => enforceRateLimit(db, PAYOUT_LINKS_PER_ARTIST, { artist: artistId }, PAYOUT_MESSAGES.tooManyLinks);

/** GET /api/studio/payouts: the signed-in artist's payout account, in words. */
export const getStudioPayouts = handler(
  emptyQuerySchema,
  async ({ db, user }): Promise<PayoutStatus> => {
    const record = await payoutAccounts(db).get(user.artistId);
    return payoutStatusOf(record?.facts ?? null);
  },
  { auth: "artist" },
);

/** A new single-use Account Link to Stripe's hosted onboarding, back to the studio's payouts section. */
export function onboardingLink(stripe: Stripe, stripeAccountId: string, siteUrl: string): Promise<Stripe.AccountLink> {
  const section = `${siteUrl}${payoutsPath}`;
  return stripe.accountLinks.create({ account: stripeAccountId, type: "account_onboarding", refresh_url: `${section}?${REFRESH_QUERY}`, return_url: section });
}

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

/** POST /api/studio/payouts/dashboard-link: a single-use Login Link to the artist's Express dashboard, once onboarded. */
export const createPayoutDashboardLink = handler(
  emptyQuerySchema,
  async ({ db, stripe, user }): Promise<PayoutLink> => {
    const record = await payoutAccounts(db).get(user.artistId);
    if (!record || !payoutStatusOf(record.facts).canOpenDashboard) throw new HttpError(409, "payouts_not_set_up", PAYOUT_MESSAGES.notOnboarded);
    await countLink(db, user.artistId);
    const link = await stripe.accounts.createLoginLink(record.stripeAccountId);
    return { url: link.url };
  },
  { auth: "artist" },
);
