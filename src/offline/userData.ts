import { clearCachedOrders } from "./ordersCache";
import { removeSongs } from "./songStore";

/** Removes what this user kept on the device (saved orders and songs); called at logout. */
export async function clearUserData(uid: string): Promise<void> {
  await Promise.all([clearCachedOrders(uid), removeSongs(uid)]);
}
