import type { Firestore } from "firebase-admin/firestore";
import { type AdminOrderDetails } from "@songs/domain";
import { customerOrders } from "../../adapters/firestore/customerOrders";
import { adminOrderRecords } from "./adminOrderRecords";
import { adminOrderDetails } from "./adminOrderViews";

/** One order with its customer, revision requests, status history and refunds; 404 when missing. */
export async function loadAdminOrderDetails(db: Firestore, orderId: string): Promise<AdminOrderDetails> {
  const records = adminOrderRecords(db);
  const order = await records.require(orderId);
  const [profiles, revisions, statusHistory, refunds] = await Promise.all([
    records.profiles([order.userId]),
    customerOrders(db).listRevisions(order),
    records.statusHistory(order.id),
    records.refunds(order.id),
  ]);
  return adminOrderDetails(order, profiles.get(order.userId), { revisions, statusHistory, refunds });
}
