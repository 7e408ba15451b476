import { SHARE_TRANSFER_STATES, type ShareTransfer, type ShareTransferState, type TransferView } from "@songs/domain";
import { numberOr, textOrNull } from "../adapters/firestore/documentFields";
import { toDate } from "../adapters/firestore/timestamps";

/** A release entry's `transfer` map as stored: the artist's share on its way to their Stripe account (`ShareTransfer`) and when it last changed. */
export interface ReleaseTransferRecord extends ShareTransfer {
  updatedAt: Date;
}

const isTransferState = (value: unknown): value is ShareTransferState =>
  (SHARE_TRANSFER_STATES as readonly unknown[]).includes(value);

/** The stored `transfer` map read back; null for an entry written before transfers were kept. */
export function transferOf(value: unknown): ReleaseTransferRecord | null {
  if (typeof value !== "object" || value === null) return null;
  const data = value as Record<string, unknown>;
  if (!isTransferState(data.state)) return null;
  return {
    state: data.state,
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
