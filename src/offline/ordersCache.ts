import { ordersResponseSchema, type OrderView } from "@songs/domain";
import { openAppDb } from "./db";

/**
 * The dashboard's last orders, kept per signed-in user so the dashboard still shows them offline.
 * Saving and reading are best effort (never throw): without IndexedDB there is simply no copy.
 */

export interface CachedOrders {
  orders: OrderView[];
  /** When the server answered with these orders. */
  fetchedAt: Date;
}

export async function saveCachedOrders(
  uid: string,
  orders: readonly OrderView[],
  fetchedAt = new Date(),
): Promise<void> {
  try {
    const db = await openAppDb();
    await db?.put("orders", { uid, orders: [...orders], fetchedAt: fetchedAt.getTime() }, uid);
  } catch {
    // A full or unavailable store only costs the offline copy.
  }
}

/** This user's saved orders, or null when none were saved (or the copy is unreadable). */
export async function readCachedOrders(uid: string): Promise<CachedOrders | null> {
  try {
    const record = await (await openAppDb())?.get("orders", uid);
    // The record names its owner: never hand one user's orders to another, whatever the key says.
    if (!record || record.uid !== uid) return null;
    // A copy written by an older build may not have today's shape.
    const parsed = ordersResponseSchema.safeParse({ orders: record.orders });
    return parsed.success ? { orders: parsed.data.orders, fetchedAt: new Date(record.fetchedAt) } : null;
  } catch {
    return null;
  }
}

/** Removes this user's saved orders (at logout). Rejects when the device could not be cleared. */
export async function clearCachedOrders(uid: string): Promise<void> {
  await (await openAppDb())?.delete("orders", uid);
}
