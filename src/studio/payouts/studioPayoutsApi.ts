import { payoutLinkSchema, type PayoutLink } from "@songs/domain";
import { apiSend } from "../../api/client";

/** The signed-in artist's payout account in words (read with useApiQuery and the domain's payoutStatusSchema). */
export const STUDIO_PAYOUTS_PATH = "/api/studio/payouts";

/** `POST /api/studio/payouts/onboarding`: a new Account Link to Stripe's onboarding (the account is made once). */
export function startPayoutOnboarding(): Promise<PayoutLink> {
  return apiSend("POST", `${STUDIO_PAYOUTS_PATH}/onboarding`, {}, payoutLinkSchema);
}

/** `POST /api/studio/payouts/dashboard-link`: a single-use link to the artist's Stripe Express dashboard. */
export function openPayoutDashboard(): Promise<PayoutLink> {
  return apiSend("POST", `${STUDIO_PAYOUTS_PATH}/dashboard-link`, {}, payoutLinkSchema);
}

/** The signed-in artist's payouts to their bank (read with useApiQuery and the domain's bankPayoutsResponseSchema). */
export const STUDIO_BANK_PAYOUTS_PATH = "/api/studio/bank-payouts";
