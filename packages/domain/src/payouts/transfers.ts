import { z } from "zod";
import { SHARE_TRANSFER_STATES, type ShareTransferState } from "./shareTransfers";

/** What the studio and the admins see of a release entry's transfer (`ShareTransfer`). */
export const transferViewSchema = z.object({
  state: z.enum(SHARE_TRANSFER_STATES),
  /** Stripe's reason of the last refusal (failing), else null. */
  lastError: z.string().nullable(),
});
export type TransferView = z.infer<typeof transferViewSchema>;

/** A release entry's transfer in the artist's words. */
export const TRANSFER_STATE_WORDS: Readonly<Record<ShareTransferState, string>> = {
  transferred: "Transferred to your Stripe account",
  owed: "Owed until you finish setting up payouts",
  failing: "Transfer failing: we are retrying it",
  reversed: "Reversed after a refund",
};
