import type { Firestore } from "firebase-admin/firestore";
import { MESSAGES } from "@songs/domain";
import type { AuthUser } from "../http/authenticate";
import { HttpError, notFound, unauthorized } from "../http/errors";
import type { HandlerContext } from "../http/handler";
import type { OrderRecord } from "./orderRecord";
import { orders } from "./orders";

/** Order ids are Checkout Session ids (or seed ids): never a "/" that would leave the collection. */
const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

export function isOrderId(value: string): boolean {
  return ORDER_ID_PATTERN.test(value);
}

/**
 * The order `orderId` of the user `uid`. 404 `not_found` when it is missing or someone else's,
 * with the same answer either way so nothing hints that it exists.
 */
export async function requireOrderOwnedBy(db: Firestore, orderId: string, uid: string): Promise<OrderRecord> {
  const order = isOrderId(orderId) ? await orders(db).getOwned(orderId, uid) : null;
  if (!order) throw notFound(MESSAGES.orderNotFound);
  return order;
}

/** The order named by a route parameter, for the admins; 404 when there is none. */
export async function requireOrder(db: Firestore, orderId: string): Promise<OrderRecord> {
  const order = isOrderId(orderId) ? await orders(db).get(orderId) : null;
  if (!order) throw notFound("Order not found");
  return order;
}

/** The caller's order named by the `:orderId` route parameter; 404 as `requireOrderOwnedBy`. */
export async function requireOwnedOrder(context: Pick<HandlerContext<unknown>, "db" | "params" | "user">): Promise<OrderRecord> {
  const user: AuthUser | null = context.user;
  if (!user) throw unauthorized();
  return requireOrderOwnedBy(context.db, String(context.params.orderId ?? ""), user.uid);
}

/** Whether the order's song can be played: completed with a stored file. */
export function hasDeliveredSong(order: OrderRecord): order is OrderRecord & { songPath: string } {
  return order.status === "completed" && !!order.songPath;
}

/** A delivered song: completed with a stored file. 409 `order_not_completed` otherwise. */
export function requireDeliveredSong(order: OrderRecord): OrderRecord & { songPath: string } {
  if (!hasDeliveredSong(order)) throw new HttpError(409, "order_not_completed", MESSAGES.orderNotCompleted);
  return order;
}
