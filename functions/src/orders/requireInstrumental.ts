import { MESSAGES } from "@songs/domain";
import { HttpError } from "../http/errors";
import type { OrderRecord } from "./orderRecord";
import { requireDeliveredSong } from "./ownedOrder";

/** The delivered instrumental version of the caller's completed order; 409 `order_not_completed` before it is delivered. */
export function requireInstrumental(order: OrderRecord): NonNullable<OrderRecord["instrumental"]> {
  requireDeliveredSong(order);
  if (!order.instrumental) throw new HttpError(409, "order_not_completed", MESSAGES.orderNotCompleted);
  return order.instrumental;
}
