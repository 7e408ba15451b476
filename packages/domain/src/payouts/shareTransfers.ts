import type { PayoutAccountFacts } from "./payoutAccounts";

/**
 * What became of a released order's share on its way to the artist's Stripe account (the release
 * ledger entry's `transfer` field):
 * - `owed`: not transferred yet (the artist's account cannot receive transfers, or the transfer is queued);
 * - `transferred`: Stripe made the transfer (`stripeTransferId`);
 * - `failing`: Stripe refused the last attempt (`lastError`, Stripe's words); its follow-up tries again;
 * - `reversed`: the order was refunded in full: the transfer reversed (`stripeReversalId`), or, when
 *   nothing had been transferred, the share dropped from what is owed (both Stripe ids null).
 */
export const SHARE_TRANSFER_STATES = ["owed", "transferred", "failing", "reversed"] as const;
export type ShareTransferState = (typeof SHARE_TRANSFER_STATES)[number];

/** The release entry's `transfer` field (its `updatedAt` is stored as a Timestamp). */
export interface ShareTransfer {
  state: ShareTransferState;
  stripeTransferId: string | null;
  stripeReversalId: string | null;
  lastError: string | null;
  /** How many times Stripe answered a transfer request for this share (refused or made). */
  attempts: number;
}

/** A share as the release records it: owed, with nothing asked of Stripe yet. */
export const OWED_SHARE: ShareTransfer = {
  state: "owed",
  stripeTransferId: null,
  stripeReversalId: null,
  lastError: null,
  attempts: 0,
};

/** A share the order's full refund dropped before anything was transferred: nothing to reverse. */
export const DROPPED_SHARE: ShareTransfer = { ...OWED_SHARE, state: "reversed" };

/** Whether the platform can transfer to the account now (Stripe's `capabilities.transfers` is active). */
export function canReceiveTransfers(facts: PayoutAccountFacts | null): boolean {
  return facts?.transfers === "active";
}

/** Whether a transfer may still be asked of Stripe for the share (not made, not dropped). */
export function isTransferDue(transfer: ShareTransfer): boolean {
  return transfer.state === "owed" || transfer.state === "failing";
}

/**
 * The idempotency key of a share's transfer request: the follow-up's id, then a new key after each
 * answer Stripe gave (Stripe replays a refusal under the same key, so a retry after a refusal needs
 * its own; a run killed after Stripe answered, but before that answer was recorded, sends the same
 * key again and gets the same transfer back).
 */
export function shareTransferKey(followUpId: string, attempts: number): string {
  return attempts === 0 ? followUpId : `${followUpId}-${attempts}`;
}
