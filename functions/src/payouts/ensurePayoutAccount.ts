import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import { DEFAULT_PAYOUT_COUNTRY, isPayoutCountry, PAYOUT_MESSAGES } from "@songs/domain";
import { artists } from "../catalogue";
import { HttpError, notFound } from "../http/errors";
import { payoutAccounts } from "./payoutAccounts";

/** The idempotency key of an artist's account creation: the same artist always gets the same account. */
export const accountCreationKey = (artistId: string) => `payout-account-${artistId}`;

const unsupportedCountry = (country: string) =>
  new HttpError(400, "unsupported_country", PAYOUT_MESSAGES.unsupportedCountry(country), {
    country: PAYOUT_MESSAGES.unsupportedCountry(country),
  });

/**
 * The artist's Express account, created once: a stored one is used; otherwise Stripe is asked with
 * an idempotency key derived from the artist (two requests at once get the same account) and the
 * first stored wins. The country comes from the artist's profile, the email from their verified sign-in.
 */
export async function ensurePayoutAccount(
  db: Firestore,
  stripe: Stripe,
  user: { artistId: string; email: string | null },
): Promise<string> {
  const { artistId } = user;
  const store = payoutAccounts(db);
  const stored = await store.get(artistId);
  if (stored) return stored.stripeAccountId;
  const profile = await artists(db).get(artistId);
  if (!profile) throw notFound("This artist profile no longer exists.");
  const country = (profile.country ?? DEFAULT_PAYOUT_COUNTRY).toUpperCase();
  if (!isPayoutCountry(country)) throw unsupportedCountry(country);
  if (!user.email) throw new HttpError(400, "no_email", PAYOUT_MESSAGES.noEmail);
  const crossBorder = country !== DEFAULT_PAYOUT_COUNTRY;
  let created: Stripe.Account;
  try {
    created = await stripe.accounts.create(
      {
        type: "express",
        country,
        email: user.email,
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
    if (error instanceof Error && "param" in error && (error as { param?: unknown }).param === "country")
      throw unsupportedCountry(country);
    throw error;
  }
  return (await store.keep(artistId, created)).stripeAccountId;
}
