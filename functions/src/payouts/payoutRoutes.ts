import type Stripe from "stripe";
import { logger } from "firebase-functions";
import { DEFAULT_PAYOUT_COUNTRY, isPayoutCountry, PAYOUT_MESSAGES, payoutStatusOf, type PayoutLink, type PayoutStatus } from "@songs/domain";
import { artistAccounts } from "../artistAccounts";
import { artists } from "../catalog";
import type { Firestore } from "firebase-admin/firestore";
import { emptyQuerySchema, handler } from "../http/handler";
import { HttpError, notFound } from "../http/errors";
import { payoutAccounts } from "./payoutAccounts";

/** The studio's payouts section: where Stripe brings the artist back, and the address that makes a new link. */
export const payoutsPath = "/studio/payouts";
const REFRESH_QUERY = "setup=again";

/** The idempotency key of an artist's account creation: the same artist always gets the same account. */
export const accountCreationKey = (artistId: string) => `payout-account-${artistId}`;

const unsupportedCountry = (country: string) => new HttpError(400, "unsupported_country", PAYOUT_MESSAGES.unsupportedCountry(country), { country: PAYOUT_MESSAGES.unsupportedCountry(country) });

/** GET /api/studio/payouts: the signed-in artist's payout account, in words. */
export const getStudioPayouts = handler(
  emptyQuerySchema,
  async ({ db, user }): Promise<PayoutStatus> => {
    const record = await payoutAccounts(db).get(user.artistId);
    return payoutStatusOf(record?.facts ?? null);
  },
  { auth: "artist" },
);

/**
 * The artist's Express account, created once: a stored one is used; otherwise Stripe is asked with
 * an idempotency key derived from the artist (two requests at once get the same account) and the
 * first stored wins. Country and email come from the artist's profile and linked account.
 */
async function ensureAccount(db: Firestore, stripe: Stripe, artistId: string): Promise<string> {
  const store = payoutAccounts(db);
  const stored = await store.get(artistId);
  if (stored) return stored.stripeAccountId;
  const [profile, account] = await Promise.all([artists(db).get(artistId), artistAccounts(db).get(artistId)]);
  if (!profile) throw notFound("This artist profile no longer exists.");
  const country = (profile.country ?? DEFAULT_PAYOUT_COUNTRY).toUpperCase();
  if (!isPayoutCountry(country)) throw unsupportedCountry(country);
  if (!account?.email) throw new HttpError(400, "no_email", PAYOUT_MESSAGES.noEmail);
  const crossBorder = country !== DEFAULT_PAYOUT_COUNTRY;
  let created: Stripe.Account;
  try {
    created = await stripe.accounts.create(
      {
        type: "express",
        country,
        email: account.email,
        capabilities: { transfers: { requested: true } },
        // Outside the US the platform pays out across borders: Stripe's `recipient` agreement.
        ...(crossBorder ? { tos_acceptance: { service_agreement: "recipient" } } : {}),
        business_profile: { product_description: "Custom songs written and recorded for the marketplace's customers" },
        metadata: { artistId },
      },
      { idempotencyKey: accountCreationKey(artistId) },
    );
  } catch (error) {
    // Stripe refuses a country it cannot onboard for a US platform: the same clear message.
    if (error instanceof Error && "param" in error && (error as { param?: unknown }).param === "country") throw unsupportedCountry(country);
    throw error;
  }
  return (await store.keep(artistId, created)).stripeAccountId;
}

/**
 * POST /api/studio/payouts/onboarding: starts or continues the artist's Stripe onboarding: their
 * Express account (created once) and a new single-use Account Link to Stripe's hosted form.
 */
export const startPayoutOnboarding = handler(
  emptyQuerySchema,
  async ({ db, stripe, config, user }): Promise<PayoutLink> => {
    const stripeAccountId = await ensureAccount(db, stripe, user.artistId);
    const section = `${config.siteUrl}${payoutsPath}`;
    const link = await stripe.accountLinks.create({
      account: stripeAccountId,
      type: "account_onboarding",
      refresh_url: `${section}?${REFRESH_QUERY}`,
      return_url: section,
    });
    logger.info("Payout onboarding link made", { artistId: user.artistId, stripeAccountId });
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
    const link = await stripe.accounts.createLoginLink(record.stripeAccountId);
    return { url: link.url };
  },
  { auth: "artist" },
);
