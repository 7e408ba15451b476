import { z } from "zod";

/**
 * An artist's share of a released order, on its way to their Stripe account: the release ledger
 * entry's `transfer` (docs/payouts.md). Owed while the artist cannot receive it yet, transferred
 * once Stripe took it, failing while Stripe refuses it (retried), reversed after a full refund.
 */
export const TRANSFER_STATES = ["owed", "transferred", "failing", "reversed"] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

/** What the studio and the admins see of a release entry's transfer. */
export const transferViewSchema = z.object({
  state: z.enum(TRANSFER_STATES),
  /** Stripe's reason of the last refusal (failing), else null. */
  lastError: z.string().nullable(),
});
export type TransferView = z.infer<typeof transferViewSchema>;

/** A release entry's transfer in the artist's words. */
export const TRANSFER_STATE_WORDS: Readonly<Record<TransferState, string>> = {
  transferred: "Transferred to your Stripe account",
  owed: "Owed until you finish setting up payouts",
  failing: "Transfer failing: we are retrying it",
  reversed: "Reversed after a refund",
};
