import { expect, inject } from "vitest";
import type { DisputeDetail } from "@songs/domain";
import { api } from "./api";
import { eventually, localEvents, localStripe, newCustomer, payOnHostedPage, stackDb } from "./checkout";
import { paidOrder } from "./paidOrders";

/** Stripe's test card whose payment succeeds and is then disputed as fraudulent. */
export const DISPUTED_CARD = "4000000000000259";

/** Decides now what the local Stripe server would decide a little later: pending disputes and their outcomes. */
export async function runDisputes(): Promise<void> {
  const response = await fetch(new URL("/_local/disputes/run", inject("stripeUrl")), { method: "POST" });
  expect(response.status).toBe(200);
}

/** The stored dispute records of an order. */
export const disputeDocsOf = async (orderId: string) =>
  (await stackDb().collection("disputes").where("orderId", "==", orderId).get()).docs;

/** Waits until the order's dispute is recorded with `status`; its stored document. */
export async function disputeOf(orderId: string, status: string) {
  const docs = await eventually(
    () => disputeDocsOf(orderId),
    (found) => found.length === 1 && found[0]?.get("status") === status,
    `the order's dispute ${status}`,
  );
  return docs[0]!;
}

/** A new customer's order paid with the dispute card; its id once its dispute is recorded. */
export async function disputedOrder(overrides: Record<string, unknown> = {}): Promise<string> {
  const orderId = await paidOrder(await newCustomer("disputes"), overrides, { card: DISPUTED_CARD });
  await runDisputes();
  await disputeOf(orderId, "needs_response");
  return orderId;
}

/** The dispute with its evidence, as an admin's screen reads it. */
export async function disputeDetail(token: string, disputeId: string): Promise<DisputeDetail> {
  const response = await api<DisputeDetail>(`/api/admin/disputes/${disputeId}`, { token });
  expect(response.status, response.text).toBe(200);
  return response.body;
}

/** The events the local Stripe server raised for a dispute, oldest first. */
export async function disputeEventsOf(disputeId: string) {
  return (await localEvents()).data.filter((event) => event.data.object.id === disputeId).reverse();
}

/** A Checkout Session made straight at Stripe (not through the marketplace), paid with the dispute card: a charge no order has. */
export async function disputedStrangerCharge(): Promise<string> {
  const session = await localStripe().checkout.sessions.create({
    mode: "payment",
    line_items: [
      { quantity: 1, price_data: { currency: "usd", unit_amount: 1234, product_data: { name: "Elsewhere" } } },
    ],
    success_url: "https://elsewhere.example/done",
  });
  expect((await payOnHostedPage(session.url!, { card: DISPUTED_CARD })).status).toBe(303);
  await runDisputes();
  const paid = await localStripe().checkout.sessions.retrieve(session.id);
  return paid.payment_intent as string;
}
