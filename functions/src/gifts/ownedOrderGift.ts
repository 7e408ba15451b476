import type { GiftResponse } from "@songs/domain";
import { orderParams } from "../http/routeParams";
import type { Dependencies } from "../http/Dependencies";
import { requireOwnedOrder, type OrderRecord } from "../orders";
import { giftView, type GiftRecord } from "./giftRecord";
import { gifts } from "./gifts";

/**
 * A gift's management is its customer's only: anyone else, signed out included, gets the order's
 * 404. (Each handler names its `auth` itself: the route table's readers look for it there.)
 */
export const ORDERS_404 = { signedOut: "not_found", params: orderParams } as const;

/**
 * Runs one of the gift owner's operations on the caller's order (404 when it is not theirs) and
 * answers the gift as its customer sees it (null when there is none).
 */
export async function onOwnedOrderGift(
  context: Pick<Dependencies, "db" | "config"> & { params: { orderId: string }; user: { uid: string } },
  operate: (orderGifts: ReturnType<typeof gifts>, order: OrderRecord) => Promise<GiftRecord | null>,
): Promise<GiftResponse> {
  const order = await requireOwnedOrder(context.db, context.params.orderId, context.user.uid);
  const gift = await operate(gifts({ db: context.db, siteUrl: context.config.siteUrl }), order);
  return { gift: gift ? giftView(gift, context.config.siteUrl) : null };
}
