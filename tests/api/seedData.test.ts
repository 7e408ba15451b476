import type { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { orderRecord } from "../../functions/src/orders";
import { DELIVERABLE_SEED_ORDERS } from "../../scripts/seed/deliverableOrders";
import { SEED_ORDERS } from "../../scripts/seed/orders";
import { STUDIO_SEED_ORDERS } from "../../scripts/seed/studioOrders";
import { stackDb } from "../support/checkout";

/**
 * The demo data tells one story (issue 44): what happened to a seeded order happened after it was
 * placed, and its share in the ledger bears the moment its song reached the customer.
 */
describe("the seeded demo orders and their ledger", () => {
  const seededIds = [...SEED_ORDERS, ...STUDIO_SEED_ORDERS, ...DELIVERABLE_SEED_ORDERS].map((order) => order.id);
  const readOrder = async (orderId: string) =>
    orderRecord.read(await stackDb().collection("orders").doc(orderId).get());

  it("accepts and releases every seeded order after it was placed", async () => {
    for (const orderId of seededIds) {
      const order = await readOrder(orderId);
      const placed = order.createdAt.getTime();
      if (order.work?.acceptedAt)
        expect(order.work.acceptedAt.getTime(), `${orderId} accepted`).toBeGreaterThanOrEqual(placed);
      if (order.releasedAt) expect(order.releasedAt.getTime(), `${orderId} released`).toBeGreaterThanOrEqual(placed);
    }
  });

  it("sends the seeded gift after its song was released, and asks the seeded question after its order was placed", async () => {
    const db = stackDb();
    const gifts = await db.collection("gifts").where("orderId", "in", seededIds).get();
    const sent = gifts.docs.filter((gift) => gift.get("sentAt"));
    expect(sent.length).toBeGreaterThanOrEqual(1);
    for (const gift of sent) {
      const order = await readOrder(gift.get("orderId") as string);
      const sentAt = (gift.get("sentAt") as Timestamp).toDate().getTime();
      expect(order.releasedAt, `${gift.id}'s order released`).not.toBeNull();
      expect(sentAt, `${gift.id} sent after its song`).toBeGreaterThanOrEqual(order.releasedAt!.getTime());
    }
    const questions = await db.collection("questions").where("orderId", "in", seededIds).get();
    expect(questions.size).toBeGreaterThanOrEqual(1);
    for (const question of questions.docs) {
      const order = await readOrder(question.get("orderId") as string);
      const askedAt = (question.get("askedAt") as Timestamp).toDate().getTime();
      expect(askedAt, `${question.id} asked after its order`).toBeGreaterThanOrEqual(order.createdAt.getTime());
    }
  });

  it("dates each seeded order's share after the order was placed, and no later than its song's release", async () => {
    const entries = await stackDb().collection("earnings").where("orderId", "in", seededIds).get();
    const releases = entries.docs.filter((entry) => entry.get("kind") === "release");
    // The demo's three shares: Maya's two, Sofia's one.
    expect(releases.length).toBeGreaterThanOrEqual(3);
    for (const entry of releases) {
      const order = await readOrder(entry.get("orderId") as string);
      const dated = (entry.get("createdAt") as Timestamp).toDate().getTime();
      expect(dated, `${entry.id} after its order was placed`).toBeGreaterThanOrEqual(order.createdAt.getTime());
      expect(order.releasedAt, `${entry.id}'s order released`).not.toBeNull();
      // A later version moves the order's release on; the share stays with the first.
      expect(dated, `${entry.id} by its song's release`).toBeLessThanOrEqual(order.releasedAt!.getTime());
    }
  });
});
