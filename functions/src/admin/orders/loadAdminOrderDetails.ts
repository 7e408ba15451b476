import type { Firestore } from "firebase-admin/firestore";
import type { AdminOrderDetails } from "../../../../src/domain/schemas/adminOrders";
import { customerOrders, type RevisionRecord } from "../../adapters/firestore/customerOrders";
import { adminOrderRecords } from "./adminOrderRecords";
import { adminOrderDetails } from "./adminOrderViews";

async function revisionsOf(db: Firestore, orderId: string): Promise<RevisionRecord[]> {
  const orders = customerOrders(db);
  const order = await orders.get(orderId);
  return order ? orders.listRevisions(order) : [];
}

/** One order with its customer, revision requests, status history and refunds; 404 when missing. */
export async function loadAdminOrderDetails(db: Firestore, orderId: string): Promise<AdminOrderDetails> {
  const records = adminOrderRecords(db);
  const order = await records.require(orderId);
  const [profiles, revisions, statusHistory, refunds] = await Promise.all([
    records.profiles([order.userId]),
    order.revisionCount > 0 ? revisionsOf(db, order.id) : Promise.resolve([]),
    records.statusHistory(order.id),
    records.refunds(order.id),
  ]);
  return adminOrderDetails(order, profiles.get(order.userId), { revisions, statusHistory, refunds });
}
