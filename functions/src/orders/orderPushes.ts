import type { Firestore } from "firebase-admin/firestore";
import { customerOrderPath, studioOrderPath } from "@songs/domain";
import { pushMessages } from "../notifications";
import type { PushComposers } from "../platform/pushComposers";
import { orderReads } from "./orderReads";
import type { OrderRecord } from "./orderRecord";

/**
 * The order's notifications on the phone, composed when they are sent from the order as it is
 * then: none once the order is gone or its customer deleted their account (its names are erased).
 */
export function orderPushes(db: Firestore): Pick<PushComposers, "song_ready" | "offer" | "sent_back"> {
  const live = async (orderId: string): Promise<OrderRecord | null> => {
    const order = await orderReads(db).get(orderId);
    return order && !order.customerDeleted ? order : null;
  };
  return {
    song_ready: async (orderId, { version }) => {
      const order = await live(orderId);
      return order && { ...pushMessages.songReady(order, version > 1), url: customerOrderPath(orderId) };
    },
    offer: async (orderId) => {
      const order = await live(orderId);
      return order && { ...pushMessages.offer(order), url: studioOrderPath(orderId) };
    },
    sent_back: async (orderId) => {
      const order = await live(orderId);
      return order && { ...pushMessages.sentBack(order), url: studioOrderPath(orderId) };
    },
  };
}
