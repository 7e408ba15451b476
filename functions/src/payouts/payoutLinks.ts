import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import { PAYOUT_LINKS_PER_HOUR, PAYOUT_MESSAGES } from "@songs/domain";
import { enforceRateLimit, type RateLimitRule } from "../http/rateLimits";

/** The studio's payouts section: where Stripe brings the artist back, and the address that makes a new link. */
export const payoutsPath = "/studio/payouts";

const REFRESH_QUERY = "setup=again";

/** Each link is a call to Stripe: an artist's onboarding and dashboard links share one hourly allowance. */
const PAYOUT_LINKS_PER_ARTIST: RateLimitRule = {
  name: "payout-links-artist",
  limit: PAYOUT_LINKS_PER_HOUR,
  windowMs: 60 * 60 * 1000,
};

export const countLink = (db: Firestore, artistId: string) =>
  enforceRateLimit(db, PAYOUT_LINKS_PER_ARTIST, { artist: artistId }, PAYOUT_MESSAGES.tooManyLinks);

/** A new single-use Account Link to Stripe's hosted onboarding, back to the studio's payouts section. */
export function onboardingLink(stripe: Stripe, stripeAccountId: string, siteUrl: string): Promise<Stripe.AccountLink> {
  const section = `${siteUrl}${payoutsPath}`;
  return stripe.accountLinks.create({
    account: stripeAccountId,
    type: "account_onboarding",
    refresh_url: `${section}?${REFRESH_QUERY}`,
    return_url: section,
  });
}
