import type { Firestore } from "firebase-admin/firestore";
import { type AdminOrderDetails } from "@songs/domain";
import { users } from "../account";
import { followUps } from "../followUps";
import { orderReads } from "./orderReads";
import { requireOrder } from "./ownedOrder";
import { adminOrderDetails } from "./adminOrderViews";

/** One order with its customer, revision requests, history and refunds; 404 when missing. */
export async function loadAdminOrderDetails(db: Firestore, orderId: string): Promise<AdminOrderDetails> {
  const order = await requireOrder(db, orderId);
  const [profiles, history, refundOpen] = await Promise.all([
    users(db).profiles([order.userId]),
    orderReads(db).history(order.id),
    followUps(db).hasOpen(order.id, "refund"),
  ]);
  return adminOrderDetails(order, profiles.get(order.userId), history, refundOpen);
}
