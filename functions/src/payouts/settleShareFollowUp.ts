import type { Firestore } from "firebase-admin/firestore";
import type Stripe from "stripe";
import { isTransferDue, SETTLE_MESSAGES, type FollowUpActionOf } from "@songs/domain";
import { earnings } from "../earnings";
import { badRequest } from "../http/errors";
import type { FollowUpOf, FollowUpRecord } from "../followUps";
import { payoutAccounts } from "./payoutAccounts";
import { recordReversal, recordTransfer } from "./shareTransferFollowUps";

const refused = (message: string) => badRequest(message, { stripeId: message });

const idOf = (value: string | { id: string } | null): string | null =>
  value === null ? null : typeof value === "string" ? value : value.id;

/** Stripe's object under the id; 400 with `unknown` when Stripe has none. */
async function fromStripe<T>(retrieve: () => Promise<T>, unknown: string): Promise<T> {
  try {
    return await retrieve();
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode === 404) throw refused(unknown);
    throw error;
  }
}

/** A pending or failed follow-up: an admin records what Stripe made in either. */
const SETTLEABLE = ["pending", "failed"] as const;

/**
 * A share's transfer made in Stripe's dashboard, recorded by its id (`tr_...`): Stripe's transfer
 * must be this order's (its group), to the artist's account, of the share's amount and not
 * reversed; then the share is recorded transferred by it, as the follow-up's own run records one,
 * with the follow-up done in the same transaction. 400 with the field's message otherwise.
 * False when the follow-up was done meanwhile.
 */
async function settleTransfer(
  db: Firestore,
  stripe: Stripe,
  record: FollowUpOf<"transfer_share">,
  transferId: string,
): Promise<boolean> {
  const { orderId } = record;
  const [share, account] = await Promise.all([
    earnings(db).getShare(orderId),
    payoutAccounts(db).get(record.action.artistId),
  ]);
  const transfer = await fromStripe(() => stripe.transfers.retrieve(transferId), SETTLE_MESSAGES.unknownTransfer);
  if (
    !share ||
    !account ||
    transfer.transfer_group !== orderId ||
    idOf(transfer.destination) !== account.stripeAccountId
  )
    throw refused(SETTLE_MESSAGES.otherTransfer);
  if (transfer.amount !== share.amountCents) throw refused(SETTLE_MESSAGES.transferAmount);
  if (transfer.amount_reversed > 0) throw refused(SETTLE_MESSAGES.transferReversed);
  if (share.transfer.stripeTransferId && share.transfer.stripeTransferId !== transfer.id)
    throw refused(SETTLE_MESSAGES.otherTransfer);
  if (!share.transfer.stripeTransferId && !isTransferDue(share.transfer)) throw refused(SETTLE_MESSAGES.otherTransfer);
  return recordTransfer(db, record.id, orderId, transfer, SETTLEABLE);
}

/**
 * A share's reversal made in Stripe's dashboard, recorded by its id (`trr_...`): it must be one
 * reversal of the whole of the share's own transfer; then the share is recorded
 * reversed by it, with the follow-up done in the same transaction. 400 otherwise.
 * False when the follow-up was done meanwhile.
 */
async function settleReversal(
  db: Firestore,
  stripe: Stripe,
  record: FollowUpOf<"reverse_share">,
  reversalId: string,
): Promise<boolean> {
  const share = await earnings(db).getShare(record.orderId);
  const transferId = share?.transfer.stripeTransferId;
  if (!share || share.transfer.state !== "transferred" || !transferId) throw refused(SETTLE_MESSAGES.notTransferred);
  const reversal = await fromStripe(
    () => stripe.transfers.retrieveReversal(transferId, reversalId),
    SETTLE_MESSAGES.unknownReversal,
  );
  if (idOf(reversal.transfer) !== transferId) throw refused(SETTLE_MESSAGES.unknownReversal);
  // One reversal of the whole transfer, as the follow-up makes it: the artist's totals move by it.
  const transfer = await stripe.transfers.retrieve(transferId);
  if (reversal.amount !== transfer.amount) throw refused(SETTLE_MESSAGES.notWholeReversal);
  return recordReversal(db, record.id, share, reversal, SETTLEABLE);
}

/**
 * The payouts capability's recording of a share's transfer or reversal an admin made outside the
 * marketplace, checked with Stripe (Operations' settle). False when the follow-up was done meanwhile.
 */
export function settleShareFollowUp(
  db: Firestore,
  stripe: Stripe,
  record: FollowUpRecord & { action: FollowUpActionOf<"transfer_share" | "reverse_share"> },
  stripeId: string,
): Promise<boolean> {
  const { action } = record;
  return action.kind === "transfer_share"
    ? settleTransfer(db, stripe, { ...record, action }, stripeId)
    : settleReversal(db, stripe, { ...record, action }, stripeId);
}
