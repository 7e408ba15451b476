import type { Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { releaseTransfers } from "../earnings";
import { followUps } from "../followUps";
import { HttpError, notFound } from "../http/errors";

/**
 * The id of the follow-up that transfers an order's share to its artist (the `transfer_share`
 * kind, written with the release). It is the domain table's `followUpId(orderId, { kind:
 * "transfer_share" })`, wired here when the kind is in `FOLLOW_UP_KINDS`; until then, the table's
 * convention (the order, then the purpose).
 */
export const transferFollowUpId = (orderId: string): string => `${orderId}-transfer-share`;

export const RETRY_MESSAGES = {
  noRelease: "This order has no released share.",
  notFailing: "This transfer is not failing.",
  noFollowUp: "This transfer has no work to retry. It is made again when the artist's account is ready.",
} as const;

/**
 * An admin's retry of a failing transfer: the order's `transfer_share` follow-up is reset (pending,
 * due now, attempts counted afresh) so the sweep runs it again. The follow-up keeps its id; it owns
 * the transfer's idempotency key and the ledger's recorded transfer, so a transfer Stripe already
 * made is never made twice.
 */
export async function retryTransfer(db: Firestore, orderId: string): Promise<void> {
  const release = await releaseTransfers(db).ofOrder(orderId);
  if (!release) throw notFound(RETRY_MESSAGES.noRelease);
  if (release.transfer?.state !== "failing") throw new HttpError(409, "transfer_not_failing", RETRY_MESSAGES.notFailing);
  const requeued = await followUps(db).requeue(transferFollowUpId(orderId));
  if (!requeued) throw new HttpError(409, "no_transfer_work", RETRY_MESSAGES.noFollowUp);
  logger.info("Failing transfer queued again by an admin", { orderId, artistId: release.artistId });
}
