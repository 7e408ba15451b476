import type { Firestore } from "firebase-admin/firestore";
import { customerOrderPath } from "@songs/domain";
import { pushMessages } from "../notifications";
import { orderReads, type OrderRecord } from "../orders";
import type { PushComposers } from "../platform/pushComposers";
import { giftRecord, type GiftRecord } from "./giftRecord";

/**
 * A gift's notifications to its customer on the phone, composed when they are sent from the gift
 * and its order as they are then: none once the gift is gone (its customer deleted their account).
 */
export function giftPushes(db: Firestore): Pick<PushComposers, "gift_opened" | "gift_thanks"> {
  const giftAndOrder = async (orderId: string): Promise<{ gift: GiftRecord; order: OrderRecord } | null> => {
    const [gift, order] = await Promise.all([
      db.collection("gifts").doc(orderId).get().then(giftRecord.readIfExists),
      orderReads(db).get(orderId),
    ]);
    return gift && order && !order.customerDeleted ? { gift, order } : null;
  };
  return {
    gift_opened: async (orderId) => {
      const found = await giftAndOrder(orderId);
      return found && { ...pushMessages.giftOpened(found.order.recipientName), url: customerOrderPath(orderId) };
    },
    gift_thanks: async (orderId) => {
      const found = await giftAndOrder(orderId);
      return found?.gift.thanks
        ? {
            ...pushMessages.thanked(found.order.recipientName, found.gift.thanks.message),
            url: customerOrderPath(orderId),
          }
        : null;
    },
  };
}
