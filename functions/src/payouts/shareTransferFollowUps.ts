import type { Firestore } from "firebase-admin/firestore";
import { requestLog } from "../http/requestLog";
import type Stripe from "stripe";
import { canReceiveTransfers, isTransferDue, shareTransferKey, type ShareTransfer } from "@songs/domain";
import { runTransaction } from "../adapters/firestore/transactions";
import { earnings, type ReleasedShare } from "../earnings";
import { followUps, type FollowUpHandlers, type FollowUpOf, type FollowUpState } from "../followUps";
import { CURRENCY } from "../stripe";
import { closeBooksDay } from "./booksDays";
import { payoutAccounts } from "./payoutAccounts";
import { payoutTotals } from "./payoutTotals";
import { prepareTransferAgain, reversalFollowUp } from "./shareTransfers";

export interface ShareTransferDependencies {
  db: Firestore;
  stripe: Stripe;
}

const stripeError = (error: unknown) =>
  typeof error === "object" && error !== null
    ? (error as { code?: unknown; statusCode?: unknown; message?: unknown })
    : {};

/** Whether Stripe answered with a refusal (a request it will not accept as it is), as opposed to not answering. */
function isRefusal(error: unknown): boolean {
  const status = stripeError(error).statusCode;
  return typeof status === "number" && status >= 400 && status < 500 && status !== 429;
}

const messageOf = (error: unknown, fallback: string): string => {
  const { message } = stripeError(error);
  return typeof message === "string" && message !== "" ? message : fallback;
};

/** A refusal Stripe gave a share's transfer: thrown after it is recorded, so the follow-up stays pending and is tried again. */
export class TransferRefused extends Error {
  override readonly name = "TransferRefused";
}

/**
 * Where the share's transfer draws from. The charge of the order's payment (`source_transaction`, so
 * the share follows the charge's funds, even before they are available) when the charge can fund it;
 * a charge smaller than the share (a song gift paid the rest of the order: that money reached the
 * balance when the gift was sold; or a discount the platform funds took more than its part) cannot,
 * and Stripe refuses a transfer larger than its source: the share then comes from the platform's
 * available balance (no `source_transaction`). Either way the transfer is the order's (its group),
 * so the ledger, the books and the money audit count it the same.
 */
async function sourceOf(stripe: Stripe, paymentIntentId: string, shareCents: number): Promise<string | undefined> {
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
  const charge = typeof intent.latest_charge === "string" ? intent.latest_charge : intent.latest_charge?.id;
  if (!charge) throw new TransferRefused(`The payment ${paymentIntentId} has no charge to transfer from.`);
  return intent.amount_received >= shareCents ? charge : undefined;
}

/** The transfer of the order's share already made in Stripe (its transfer group is the order), if any. */
async function transferMadeFor(stripe: Stripe, orderId: string, destination: string): Promise<Stripe.Transfer | null> {
  const made = await stripe.transfers.list({ transfer_group: orderId, destination, limit: 10 });
  return made.data[0] ?? null;
}

/** The follow-up's states a run records in: pending (an admin's recording of what Stripe made takes a failed one too). */
const RUNNING: readonly FollowUpState[] = ["pending"];

/**
 * Records the transfer Stripe made of the share, in the transaction that marks its follow-up done
 * (a duplicate or late run finds it done): transferred, owed moved to transferred. A share a full
 * refund dropped meanwhile keeps what Stripe did: transferred, and its reversal written at once.
 * True when it recorded it (the follow-up was in one of `states`).
 */
export async function recordTransfer(
  db: Firestore,
  followUpId: string,
  orderId: string,
  made: Stripe.Transfer,
  states: readonly FollowUpState[] = RUNNING,
): Promise<boolean> {
  return runTransaction(db, async (transaction) => {
    const [followUp, share] = await Promise.all([
      followUps(db).read(transaction, followUpId),
      earnings(db).readShare(transaction, orderId),
    ]);
    if (!followUp || !states.includes(followUp.state) || !share) return false;
    const store = followUps(db);
    if (share.transfer.stripeTransferId) {
      store.markDone(transaction, followUpId, "transferred already");
      return true;
    }
    const transferred: ShareTransfer = {
      ...share.transfer,
      state: "transferred",
      stripeTransferId: made.id,
      lastError: null,
      attempts: share.transfer.attempts + 1,
    };
    const dropped = !isTransferDue(share.transfer);
    const createReversal = dropped
      ? await store.prepareCreate(transaction, [reversalFollowUp(share, new Date())])
      : () => undefined;
    earnings(db).saveTransfer(transaction, orderId, transferred);
    payoutTotals(db).move(
      transaction,
      share.artistId,
      dropped ? { transferredCents: made.amount } : { owedCents: -share.amountCents, transferredCents: made.amount },
    );
    createReversal();
    store.markDone(
      transaction,
      followUpId,
      dropped ? `transferred ${made.id}, then reversed for the order's full refund` : `transferred ${made.id}`,
    );
    return true;
  });
}

/**
 * Records Stripe's refusal of the attempt made with `attempts` earlier answers: failing, with
 * Stripe's words, and one more answer counted (so the next attempt has its own idempotency key).
 * A run that recorded the same answer first leaves nothing to add.
 */
async function recordRefusal(
  db: Firestore,
  followUpId: string,
  orderId: string,
  attempts: number,
  reason: string,
  { answeredByStripe = true } = {},
): Promise<void> {
  await runTransaction(db, async (transaction) => {
    const [followUp, share] = await Promise.all([
      followUps(db).read(transaction, followUpId),
      earnings(db).readShare(transaction, orderId),
    ]);
    if (
      followUp?.state !== "pending" ||
      !share ||
      !isTransferDue(share.transfer) ||
      share.transfer.attempts !== attempts
    )
      return;
    earnings(db).saveTransfer(transaction, orderId, {
      ...share.transfer,
      state: "failing",
      lastError: reason.slice(0, 500),
      attempts: answeredByStripe ? attempts + 1 : attempts,
    });
  });
}

/**
 * The share's transfer to the artist's Stripe account: `transfer_group` the order, `source_transaction`
 * its payment's charge when that can fund it (see `sourceOf`), the amount the ledger entry's, under
 * an idempotency key from the follow-up's id (and, after refusals, their count), so a run killed
 * after Stripe answered gets the same transfer back. A refusal (the account paused, no funds left on
 * the charge or the balance) is recorded as failing with Stripe's words and thrown: the follow-up's
 * retry policy tries again. A share a full refund dropped is not transferred; should an earlier run
 * have transferred it before dying, that transfer is found by its group, recorded and reversed.
 */
async function transferShare(
  { db, stripe }: ShareTransferDependencies,
  record: FollowUpOf<"transfer_share">,
): Promise<void> {
  const { orderId } = record;
  const share = await earnings(db).getShare(orderId);
  const account = await payoutAccounts(db).get(record.action.artistId);
  if (!share) {
    await followUps(db).close(record.id, "no released share");
    return;
  }
  if (!isTransferDue(share.transfer)) {
    const earlier =
      share.transfer.state === "reversed" && !share.transfer.stripeTransferId && account
        ? await transferMadeFor(stripe, orderId, account.stripeAccountId)
        : null;
    if (earlier) await recordTransfer(db, record.id, orderId, earlier);
    else
      await followUps(db).close(
        record.id,
        share.transfer.state === "reversed"
          ? "the order was refunded in full before the transfer"
          : "transferred already",
      );
    return;
  }
  const attempts = share.transfer.attempts;
  if (!account) {
    await recordRefusal(db, record.id, orderId, attempts, "The artist has no payout account.", {
      answeredByStripe: false,
    });
    throw new TransferRefused("The artist has no payout account.");
  }
  let made: Stripe.Transfer;
  try {
    made = await stripe.transfers.create(
      {
        amount: share.amountCents,
        currency: CURRENCY,
        destination: account.stripeAccountId,
        transfer_group: orderId,
        source_transaction: await sourceOf(stripe, record.action.paymentIntentId, share.amountCents),
        description: "The artist's share of a released song",
        metadata: { orderId, artistId: share.artistId },
      },
      { idempotencyKey: shareTransferKey(record.id, attempts) },
    );
  } catch (error) {
    if (!isRefusal(error) && !(error instanceof TransferRefused)) throw error;
    const reason = messageOf(error, "Stripe refused the transfer.");
    requestLog.warn("Stripe refused an artist's transfer; its follow-up tries again", {
      orderId,
      artistId: share.artistId,
      attempts: attempts + 1,
      reason,
    });
    await recordRefusal(db, record.id, orderId, attempts, reason);
    throw new TransferRefused(reason);
  }
  await recordTransfer(db, record.id, orderId, made);
}

/**
 * Records the reversal Stripe made of the transferred share, with its follow-up done: reversed,
 * reversed total moved. True when it recorded it (the follow-up was in one of `states`).
 */
export async function recordReversal(
  db: Firestore,
  followUpId: string,
  share: ReleasedShare,
  reversal: Stripe.TransferReversal,
  states: readonly FollowUpState[] = RUNNING,
): Promise<boolean> {
  return runTransaction(db, async (transaction) => {
    const [followUp, current] = await Promise.all([
      followUps(db).read(transaction, followUpId),
      earnings(db).readShare(transaction, share.orderId),
    ]);
    if (!followUp || !states.includes(followUp.state) || current?.transfer.state !== "transferred") return false;
    earnings(db).saveTransfer(transaction, share.orderId, {
      ...current.transfer,
      state: "reversed",
      stripeReversalId: reversal.id,
      lastError: null,
    });
    payoutTotals(db).move(transaction, share.artistId, { reversedCents: reversal.amount });
    followUps(db).markDone(transaction, followUpId, `reversed ${reversal.id}`);
    return true;
  });
}

/**
 * The full refund's Transfer Reversal of the share (what is left of the transfer), under the
 * follow-up's id as idempotency key: one reversal whatever reported the refund and however often. A
 * transfer Stripe says is reversed already is recorded with the reversal it has.
 */
async function reverseShare(
  { db, stripe }: ShareTransferDependencies,
  record: FollowUpOf<"reverse_share">,
): Promise<void> {
  const share = await earnings(db).getShare(record.orderId);
  const transferId = share?.transfer.stripeTransferId;
  if (!share || share.transfer.state !== "transferred" || !transferId) {
    await followUps(db).close(record.id, "no transferred share to reverse");
    return;
  }
  let reversal: Stripe.TransferReversal;
  try {
    reversal = await stripe.transfers.createReversal(
      transferId,
      { metadata: { orderId: record.orderId } },
      { idempotencyKey: record.id },
    );
  } catch (error) {
    if (!isRefusal(error)) throw error;
    const [existing] = (await stripe.transfers.listReversals(transferId, { limit: 1 })).data;
    if (!existing) {
      requestLog.error("Stripe refused a share's reversal; its follow-up tries again", {
        orderId: record.orderId,
        transferId,
        reason: messageOf(error, ""),
      });
      throw error;
    }
    reversal = existing;
  }
  await recordReversal(db, record.id, share, reversal);
}

/**
 * The artist's account became able to receive transfers: each owed share gets its `transfer_share`
 * follow-up (one per order, written once however often this runs), and each failing share whose
 * follow-up ran out of attempts (the account paused for long) has it reopened; read a page at a
 * time. An account that can no longer receive them leaves the shares for its next becoming ready.
 */
async function transferOwed({ db }: ShareTransferDependencies, record: FollowUpOf<"transfer_owed">): Promise<void> {
  const { artistId } = record.action;
  const account = await payoutAccounts(db).get(artistId);
  if (!canReceiveTransfers(account?.facts ?? null)) {
    await followUps(db).close(record.id, "the account cannot receive transfers now");
    return;
  }
  let queued = 0;
  const ledger = earnings(db);
  for (const state of ["owed", "failing"] as const) {
    for (
      let page = await ledger.pageInState(artistId, state);
      page.shares.length > 0;
      page = await ledger.pageInState(artistId, state, page.last)
    ) {
      const now = new Date();
      const started = await runTransaction(db, async (transaction) => {
        const writes = await Promise.all(page.shares.map((share) => prepareTransferAgain(db, transaction, share, now)));
        return writes.filter((write) => write()).length;
      });
      queued += started;
    }
  }
  await followUps(db).close(record.id, `${queued} shares queued for transfer`);
}

/** The payouts capability's follow-ups: a share's transfer and reversal, an artist's owed shares, and a day's books. */
export function payoutFollowUpHandlers(
  deps: ShareTransferDependencies,
): Pick<FollowUpHandlers, "transfer_share" | "reverse_share" | "transfer_owed" | "close_books_day"> {
  return {
    close_books_day: async (record) => {
      await closeBooksDay(deps.db, deps.stripe, record);
    },
    transfer_share: (record) => transferShare(deps, record),
    reverse_share: (record) => reverseShare(deps, record),
    transfer_owed: (record) => transferOwed(deps, record),
  };
}
