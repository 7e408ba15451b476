import { z } from "zod";
import { formatCents, formatLongDate } from "../format";
import { pageCursorSchema } from "../schemas/pages";

/**
 * Stripe pays an artist's Stripe balance out to their bank on its automatic schedule; the Connect
 * events `payout.paid` and `payout.failed` tell the studio (docs/payouts.md).
 */
export const BANK_PAYOUT_STATUSES = ["pending", "in_transit", "paid", "failed", "canceled"] as const;
export type BankPayoutStatus = (typeof BANK_PAYOUT_STATUSES)[number];

export const bankPayoutSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(BANK_PAYOUT_STATUSES),
  /** The last 4 digits of the bank account paid into, when Stripe names it. */
  bankLast4: z.string().nullable(),
  /** ISO time of the day the money reaches (or was to reach) the bank. */
  arrivalDate: z.string(),
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable(),
});
export type BankPayoutView = z.infer<typeof bankPayoutSchema>;

/** `GET /api/studio/bank-payouts?cursor=`: the signed-in artist's payouts, newest first, at most 50 a page. */
export const studioBankPayoutsQuerySchema = z.strictObject({ cursor: pageCursorSchema });
export const bankPayoutsResponseSchema = z.object({
  payouts: z.array(bankPayoutSchema),
  nextCursor: z.string().nullable(),
});
export type BankPayoutsResponse = z.infer<typeof bankPayoutsResponseSchema>;

export const BANK_PAYOUT_TEXT = {
  title: "Payouts to your bank",
  lead: "Stripe pays your transferred shares out to your bank on its automatic schedule.",
  empty: "No payouts to your bank yet.",
  loadFailed: "Your payouts could not be loaded.",
  more: "Show older payouts",
  whatToDo:
    "Check your bank account details in Get paid (Continue setup): Stripe pays the amount again once they are corrected.",
} as const;

/** The bank, in words: "your bank ending 6789", or "your bank" when Stripe did not name the account. */
const bankOf = (last4: string | null) => (last4 ? `your bank ending ${last4}` : "your bank");

/**
 * A payout in the artist's words: "$140.00 paid to your bank ending 6789 on December 3, 2026"
 * (the spec's long date, in UTC as Stripe's arrival dates are), the failure with what to do, or on
 * its way. `action` says what the artist should do, when anything.
 */
export function bankPayoutInWords(
  payout: Pick<BankPayoutView, "amountCents" | "status" | "bankLast4" | "arrivalDate" | "failureMessage">,
): { text: string; action: string | null } {
  const amount = formatCents(payout.amountCents);
  const day = formatLongDate(payout.arrivalDate, "UTC");
  const bank = bankOf(payout.bankLast4);
  switch (payout.status) {
    case "paid":
      return { text: `${amount} paid to ${bank} on ${day}`, action: null };
    case "failed":
      return {
        text: `${amount} could not be paid to ${bank}: ${payout.failureMessage ?? "the bank refused it"}`,
        action: BANK_PAYOUT_TEXT.whatToDo,
      };
    case "canceled":
      return { text: `${amount} to ${bank} was canceled; it stays in your Stripe balance`, action: null };
    default:
      return { text: `${amount} on its way to ${bank}, expected on ${day}`, action: null };
  }
}
