import type { Firestore } from "firebase-admin/firestore";
import { requestLog } from "../http/requestLog";
import { releaseTransfers } from "../earnings";
import { HttpError, notFound } from "../http/errors";
import { retryShareTransfer } from "./shareTransfers";

export const RETRY_MESSAGES = {
  noRelease: "This order has no released share.",
  notFailing: "This transfer is not failing.",
  noFollowUp: "This transfer has no follow-up to retry. It is made again when the artist's account is ready.",
} as const;

/**
 * An admin's retry of a failing transfer: its `transfer_share` follow-up is put back to work, due
 * now (`retryShareTransfer`), and the sweep runs it. The follow-up keeps its id and keys each
 * attempt from it, and the ledger records the transfer Stripe made, so a transfer is never made twice.
 */
export async function retryTransfer(db: Firestore, orderId: string): Promise<void> {
  const release = await releaseTransfers(db).ofOrder(orderId);
  if (!release) throw notFound(RETRY_MESSAGES.noRelease);
  if (release.transfer?.state !== "failing")
    throw new HttpError(409, "transfer_not_failing", RETRY_MESSAGES.notFailing);
  if (!(await retryShareTransfer(db, orderId)))
    throw new HttpError(409, "no_transfer_follow_up", RETRY_MESSAGES.noFollowUp);
  requestLog.info("Failing transfer tried again by an admin", { orderId, artistId: release.artistId });
}
