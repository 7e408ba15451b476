import type { Firestore } from "firebase-admin/firestore";
import { isReleased, MESSAGES } from "@songs/domain";
import { HttpError, notFound } from "../http/errors";
import type { OrderRecord } from "./orderRecord";
import { orderReads } from "./orderReads";

/**
 * The order `orderId` of the user `uid`. 404 `not_found` when it is missing or someone else's,
 * with the same answer either way so nothing hints that it exists.
 */
export async function requireOwnedOrder(db: Firestore, orderId: string, uid: string): Promise<OrderRecord> {
  const order = await orderReads(db).getOwned(orderId, uid);
  if (!order) throw notFound(MESSAGES.orderNotFound);
  return order;
}

/** The order named by a route, for the admins; 404 when there is none. */
export async function requireOrder(db: Firestore, orderId: string): Promise<OrderRecord> {
  const order = await orderReads(db).get(orderId);
  if (!order) throw notFound("Order not found");
  return order;
}

/** A delivered song: completed with a stored file. 409 `order_not_completed` otherwise. */
export function requireDeliveredSong(order: OrderRecord): OrderRecord & { songPath: string } {
  if (!isReleased(order) || !order.songPath)
    throw new HttpError(409, "order_not_completed", MESSAGES.orderNotCompleted);
  return order as OrderRecord & { songPath: string };
}
