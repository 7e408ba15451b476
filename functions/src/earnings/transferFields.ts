import { TRANSFER_STATES, type TransferState, type TransferView } from "@songs/domain";
import { numberOr, textOrNull } from "../adapters/firestore/documentFields";
import { toDate } from "../adapters/firestore/timestamps";

/**
 * A release entry's `transfer` map as stored (written by the transfer's follow-up, docs/payouts.md):
 * the artist's share on its way to their Stripe account.
 */
export interface ReleaseTransferRecord {
  state: TransferState;
  stripeTransferId: string | null;
  stripeReversalId: string | null;
  lastError: string | null;
  attempts: number;
  updatedAt: Date;
}

/** The stored `transfer` map read loosely (another tool may have written it); null when there is none. */
export function transferOf(value: unknown): ReleaseTransferRecord | null {
  if (typeof value !== "object" || value === null) return null;
  const data = value as Record<string, unknown>;
  if (!(TRANSFER_STATES as readonly unknown[]).includes(data.state)) return null;
  return {
    state: data.state as TransferState,
    stripeTransferId: textOrNull(data.stripeTransferId),
    stripeReversalId: textOrNull(data.stripeReversalId),
    lastError: textOrNull(data.lastError),
    attempts: numberOr(data.attempts, 0),
    updatedAt: toDate(data.updatedAt),
  };
}

/** What the studio and the admins see of a transfer. */
export const transferView = (value: unknown): TransferView | null => {
  const record = transferOf(value);
  return record ? { state: record.state, lastError: record.lastError } : null;
};

