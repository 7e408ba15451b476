import type { Firestore, Transaction } from "firebase-admin/firestore";
import { runTransaction } from "../adapters/firestore/transactions";
import {
  canReceiveTransfers,
  DROPPED_SHARE,
  followUpId,
  followUpOf,
  isTransferDue,
  OWED_SHARE,
  type FollowUp,
  type PackageKey,
} from "@songs/domain";
import { earnings, type ReleasedShare } from "../earnings";
import { followUps } from "../followUps";
import { payoutAccounts } from "./payoutAccounts";
import { payoutTotals } from "./payoutTotals";

/** The follow-up that transfers the order's share to its artist, due now. */
export const transferFollowUp = (
  share: Pick<ReleasedShare, "orderId" | "artistId"> & { paymentIntentId: string },
  now: Date,
): FollowUp =>
  followUpOf(
    share.orderId,
    { kind: "transfer_share", artistId: share.artistId, paymentIntentId: share.paymentIntentId },
    { now },
  );

/** The id of the follow-up that transfers the order's share (one per order). */
export const transferFollowUpId = (orderId: string): string =>
  followUpId(orderId, { kind: "transfer_share", artistId: "", paymentIntentId: "" });

/** The follow-up that reverses the order's transferred share, due now. */
export const reversalFollowUp = (share: Pick<ReleasedShare, "orderId" | "artistId">, now: Date): FollowUp =>
  followUpOf(share.orderId, { kind: "reverse_share", artistId: share.artistId }, { now });

/** What the release of an order knows: whose share, paid by which payment, and whether the order was refunded in full already. */
export interface ShareRelease {
  orderId: string;
  artistId: string;
  paymentIntentId: string | null;
  refundedInFull: boolean;
}

/** What the release entry records of the order besides its share. */
export interface ReleasedOrder {
  package: PackageKey;
  addOns: readonly string[];
  recipientName: string | null;
  /** The customer used a promotion code. */
  discounted: boolean;
}

/**
 * The artist's share on its way from the ledger to their Stripe account, inside the order's own
 * transactions (each with a read step among the caller's reads and a write among its writes):
 * - the release writes the ledger entry with its `transfer` (owed), moves `owedCents`, and, when the
 *   artist's account can receive transfers, the `transfer_share` follow-up that transfers it;
 * - the refund that completes a full refund writes the `reverse_share` follow-up of a transferred
 *   share, or drops a share not transferred yet from what is owed.
 */
export function shareTransfers(db: Firestore) {
  return {
    async prepareRelease(
      transaction: Transaction,
      release: ShareRelease,
      now: Date = new Date(),
    ): Promise<{ write(order: ReleasedOrder): void }> {
      const [recorded, account] = await Promise.all([
        earnings(db).prepareRelease(transaction, release.orderId),
        payoutAccounts(db).read(transaction, release.artistId),
      ]);
      const { paymentIntentId } = release;
      // An order without a payment (from before payments were kept) has no charge to transfer from: no transfer is kept.
      const transfer = paymentIntentId === null ? undefined : release.refundedInFull ? DROPPED_SHARE : OWED_SHARE;
      const queued =
        paymentIntentId !== null && transfer === OWED_SHARE && canReceiveTransfers(account?.facts ?? null)
          ? [transferFollowUp({ ...release, paymentIntentId }, now)]
          : [];
      const createFollowUps = recorded.alreadyRecorded
        ? () => undefined
        : await followUps(db).prepareCreate(transaction, queued);
      return {
        write(order) {
          const share = recorded.write({ artistId: release.artistId, ...order, paymentIntentId, transfer });
          if (share === null || transfer !== OWED_SHARE) return;
          payoutTotals(db).move(transaction, release.artistId, { owedCents: share });
          createFollowUps();
        },
      };
    },

    async prepareFullRefund(transaction: Transaction, orderId: string, now: Date = new Date()): Promise<() => void> {
      const share = await earnings(db).readShare(transaction, orderId);
      if (!share) return () => undefined;
      if (share.transfer.state === "transferred") {
        const createReversal = await followUps(db).prepareCreate(transaction, [reversalFollowUp(share, now)]);
        return createReversal;
      }
      if (!isTransferDue(share.transfer)) return () => undefined;
      // Nothing left the platform: the share is no longer owed (a transfer under way finds it dropped).
      return () => {
        earnings(db).saveTransfer(transaction, orderId, { ...share.transfer, state: "reversed" });
        payoutTotals(db).move(transaction, share.artistId, { owedCents: -share.amountCents });
      };
    },
  };
}

/**
 * Read step of putting a share's transfer (back) to work: a due share without its follow-up gets
 * one; one whose follow-up failed for good (out of attempts while the account was paused) or waits
 * for its next try is reopened, due now; one done, or a share no longer due, is left. `write()` answers whether it did.
 */
export async function prepareTransferAgain(
  db: Firestore,
  transaction: Transaction,
  share: ReleasedShare,
  now: Date,
): Promise<() => boolean> {
  const { paymentIntentId } = share;
  if (!paymentIntentId || !isTransferDue(share.transfer)) return () => false;
  const followUp = transferFollowUp({ ...share, paymentIntentId }, now);
  const existing = await followUps(db).read(transaction, followUp.id);
  if (!existing) return () => (followUps(db).createNew(transaction, [followUp]), true);
  // Failed for good, or waiting for its next try after a refusal: tried again now.
  if (existing.state === "failed" || existing.state === "pending")
    return () => (followUps(db).reopen(transaction, followUp.id, now, existing.failedRuns), true);
  return () => false;
}

/**
 * Tries an order's failing (or owed) share again now, as the admins' retry: its transfer follow-up
 * made or reopened (the sweep carries it out). Answers false when the share is not due, or its
 * transfer is under way already.
 */
export function retryShareTransfer(db: Firestore, orderId: string, now: Date = new Date()): Promise<boolean> {
  return runTransaction(db, async (transaction) => {
    const share = await earnings(db).readShare(transaction, orderId);
    return share ? (await prepareTransferAgain(db, transaction, share, now))() : false;
  });
}
