import { clearDraft, clearPendingCheckout, clearVerifiedPayments } from "./draftStore";
import { clearCachedOrders } from "./ordersCache";
import { removeSongs } from "./songStore";

/**
 * Removes what this user kept on the device, called at logout: saved orders and songs, and the
 * order draft with its pending checkout (a story is personal; the next person here must not see it),
 * and the verified payments the success page shows (recipient, package, total).
 */
export async function clearUserData(uid: string): Promise<void> {
  await Promise.all([clearCachedOrders(uid), removeSongs(uid), clearDraft(), clearPendingCheckout(), clearVerifiedPayments()]);
}
