import type { Firestore } from "firebase-admin/firestore";
import { type AdminOrderDetails } from "@songs/domain";
import { users } from "../../account";
import { orders, requireOrder } from "../../orders";
import { adminOrderDetails } from "./adminOrderViews";

/** One order with its customer, revision requests, status history and refunds; 404 when missing. */
export async function loadAdminOrderDetails(db: Firestore, orderId: string): Promise<AdminOrderDetails> {
  const order = await requireOrder(db, orderId);
  const records = orders(db);
  const [profiles, statusHistory, refunds] = await Promise.all([
    users(db).profiles([order.userId]),
    records.statusHistory(order.id),
    records.refunds(order.id),
  ]);
  return adminOrderDetails(order, profiles.get(order.userId), { statusHistory, refunds });
}
