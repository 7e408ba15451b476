import { z } from "zod";

/**
 * Artists are paid through Stripe Connect Express accounts (docs/payouts.md): the studio's "Get
 * paid" section shows the account's state in words, from what Stripe says of the account.
 */

/** The platform is in the US: these countries can hold an artist's Express account (cross-border payouts outside the US). */
export const PAYOUT_COUNTRIES = [
  "US",
  "AT",
  "BE",
  "BG",
  "CA",
  "CH",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FR",
  "GB",
  "GR",
  "HR",
  "HU",
  "IE",
  "IS",
  "IT",
  "LI",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "NO",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
] as const;

/** Stripe links (onboarding and dashboard) an artist may ask for per hour. */
export const PAYOUT_LINKS_PER_HOUR = 30;

/** The country an artist profile without one is taken to be in: the platform's. */
export const DEFAULT_PAYOUT_COUNTRY = "US";

export function isPayoutCountry(country: string): boolean {
  return (PAYOUT_COUNTRIES as readonly string[]).includes(country);
}

export const PAYOUT_MESSAGES = {
  title: "Get paid",
  intro: "We pay your share of each song you deliver to your bank account through Stripe.",
  notSetUp: "Payouts are not set up yet.",
  informationNeeded: "Stripe needs more information before you can be paid:",
  ready: "Ready: your share is paid to your bank account.",
  paused: "Payouts are paused:",
  start: "Set up payouts",
  continue: "Continue setup",
  dashboard: "Open your Stripe dashboard",
  unsupportedCountry: (country: string) =>
    `Payouts are not available in ${country} yet. Please contact us so we can find another way to pay you.`,
  notOnboarded: "Please finish setting up payouts first.",
  noEmail: "Your account has no email address for Stripe. Please contact us.",
  tooManyLinks: "Too many Stripe links were made in the last hour. Please try again later.",
} as const;

/** What Stripe says of an Express account, as the app stores it (`payoutAccounts/{artistId}`). */
export interface PayoutAccountFacts {
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
  /** `capabilities.transfers`: "active" once the platform can transfer to it. */
  transfers: string;
  currentlyDue: readonly string[];
  disabledReason: string | null;
}

export const PAYOUT_STATES = ["not_set_up", "information_needed", "ready", "paused"] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/** Stripe's requirement field names (prefixes), in words; the first matching prefix wins. */
const REQUIREMENT_WORDS: readonly (readonly [string, string])[] = [
  ["external_account", "your bank account"],
  ["individual.verification", "an identity document"],
  ["individual.id_number", "your identity number"],
  ["individual.ssn_last_4", "the last 4 digits of your Social Security number"],
  ["individual.dob", "your date of birth"],
  ["individual.address", "your address"],
  ["individual.first_name", "your name"],
  ["individual.last_name", "your name"],
  ["individual.email", "your email address"],
  ["individual.phone", "your phone number"],
  ["business_profile", "a description of your work"],
  ["business_type", "your business type"],
  ["tos_acceptance", "accepting Stripe's terms"],
];

/** One requirement in words ("your bank account"); an unknown one is "other details Stripe asks for". */
export function requirementInWords(field: string): string {
  return (
    REQUIREMENT_WORDS.find(([prefix]) => field === prefix || field.startsWith(`${prefix}.`))?.[1] ??
    "other details Stripe asks for"
  );
}

/** Stripe's `requirements.disabled_reason`, in words. */
export function disabledReasonInWords(reason: string): string {
  if (reason === "requirements.past_due") return "Stripe is waiting for information that is overdue.";
  if (reason === "requirements.pending_verification") return "Stripe is verifying your information.";
  if (reason === "under_review" || reason === "listed") return "Stripe is reviewing your account.";
  if (reason.startsWith("rejected.")) return "Stripe closed this account. Please contact us.";
  if (reason === "platform_paused") return "We paused payouts to this account. Please contact us.";
  return "Stripe paused this account. Please open your Stripe dashboard or contact us.";
}

export const payoutStatusSchema = z.object({
  state: z.enum(PAYOUT_STATES),
  /** The state in one sentence. */
  headline: z.string(),
  /** What Stripe needs (information_needed) or why it is paused (paused), in words; otherwise empty. */
  details: z.array(z.string()),
  /** Onboarding can start or continue (an Account Link). */
  canOnboard: z.boolean(),
  /** The Express dashboard can be opened (a Login Link). */
  canOpenDashboard: z.boolean(),
});
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

/** `POST /api/studio/payouts/onboarding` and `/dashboard-link`: where the browser goes next. */
export const payoutLinkSchema = z.object({ url: z.string() });
export type PayoutLink = z.infer<typeof payoutLinkSchema>;

/**
 * The account's state in words: none yet is "not set up"; paused when Stripe disabled a submitted
 * account with nothing due from the artist (a review, a rejection, the platform's pause);
 * information needed while anything is currently due (or the form was never finished); ready when
 * transfers and payouts are on.
 */
export function payoutStatusOf(facts: PayoutAccountFacts | null): PayoutStatus {
  if (!facts)
    return {
      state: "not_set_up",
      headline: PAYOUT_MESSAGES.notSetUp,
      details: [],
      canOnboard: true,
      canOpenDashboard: false,
    };
  const canOpenDashboard = facts.detailsSubmitted;
  const reason = facts.disabledReason;
  if (reason && facts.detailsSubmitted && facts.currentlyDue.length === 0) {
    return {
      state: "paused",
      headline: PAYOUT_MESSAGES.paused,
      details: [disabledReasonInWords(reason)],
      canOnboard: false,
      canOpenDashboard,
    };
  }
  if (
    facts.currentlyDue.length > 0 ||
    !facts.detailsSubmitted ||
    facts.transfers !== "active" ||
    !facts.payoutsEnabled
  ) {
    const details = [...new Set(facts.currentlyDue.map(requirementInWords))];
    if (details.length === 0) details.push("the rest of the setup form");
    return {
      state: "information_needed",
      headline: PAYOUT_MESSAGES.informationNeeded,
      details,
      canOnboard: true,
      canOpenDashboard,
    };
  }
  return { state: "ready", headline: PAYOUT_MESSAGES.ready, details: [], canOnboard: false, canOpenDashboard: true };
}
