import { clearDraft, clearPendingCheckout, clearVerifiedPayments } from "./draftStore";
import { clearCachedOrders } from "./ordersCache";
import { clearPendingAnswers } from "./pendingAnswers";
import { removeSongs } from "./songStore";

/**
 * Removes what this user kept on the device, called at logout: saved orders and songs, and the
 * order draft with its pending checkout (a story is personal; the next person here must not see it),
 * the verified payments the success page shows (recipient, package, total), and answers to an
 * artist's questions typed offline and not sent yet.
 */
export async function clearUserData(uid: string): Promise<void> {
  await Promise.all([
    clearCachedOrders(uid),
    removeSongs(uid),
    clearDraft(),
    clearPendingCheckout(),
    clearVerifiedPayments(),
    clearPendingAnswers(uid),
  ]);
}
