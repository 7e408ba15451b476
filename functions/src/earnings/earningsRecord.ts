import { z } from "zod";
import { earningEntrySchema, SHARE_TRANSFER_STATES, type EarningEntryView, type ShareTransfer } from "@songs/domain";
import { count, orNull, storedRecord, timestamp } from "../adapters/firestore/storedRecord";

/** A release entry's `transfer`: the artist's share on its way to their Stripe account and when it last changed. */
const storedTransfer = z.object({
  state: z.enum(SHARE_TRANSFER_STATES),
  stripeTransferId: orNull(z.string()),
  stripeReversalId: orNull(z.string()),
  lastError: orNull(z.string()),
  /** How many times Stripe answered a transfer request for this share (refused or made). */
  attempts: count,
  updatedAt: timestamp,
}) satisfies z.ZodType<ShareTransfer>;

export type ReleaseTransferRecord = z.output<typeof storedTransfer>;

/**
 * `earnings/{id}`: one entry of the artists' ledger: an order's release (`{orderId}-release`) or a
 * refund's reversal of it (`{orderId}-refund-{refundedTotalCents}`), written with the order's change.
 */
const storedEntry = earningEntrySchema
  .pick({
    id: true,
    artistId: true,
    orderId: true,
    kind: true,
    amountCents: true,
    package: true,
    addOns: true,
    discounted: true,
  })
  .extend({
    recipientName: orNull(z.string()),
    /** A reversal: the charge's refunded total after the refund it reverses. */
    refundedTotalCents: z.number().int().optional(),
    /** A release: the order's payment, whose charge funds the share's transfer. */
    paymentIntentId: z.string().nullable().optional(),
    /** A release: what became of the share's transfer (absent on releases from before transfers were kept). */
    transfer: storedTransfer.optional(),
    createdAt: timestamp,
  });

export type LedgerEntryRecord = z.output<typeof storedEntry>;

/** `earnings/*` through the ledger entry's codec. */
export const ledgerEntryRecord = storedRecord(storedEntry, { id: "id" });

/** A ledger entry as the studio and the admins see it. */
export function entryView(entry: LedgerEntryRecord): EarningEntryView {
  const { id, artistId, orderId, kind, amountCents, addOns, recipientName, transfer, createdAt } = entry;
  return {
    id,
    artistId,
    orderId,
    kind,
    amountCents,
    package: entry.package,
    addOns,
    recipientName,
    createdAt: createdAt.toISOString(),
    ...(entry.discounted ? { discounted: true } : {}),
    ...(kind === "release" && transfer ? { transfer: { state: transfer.state, lastError: transfer.lastError } } : {}),
  };
}
