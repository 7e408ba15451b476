import { Timestamp } from "firebase-admin/firestore";
import type { AdminOrderDetails } from "@songs/domain";
import { expect, inject } from "vitest";
import { postAs } from "./api";
import { createTestArtist, type TestArtist } from "./artists";
import {
  eventually,
  newCustomer,
  payOnHostedPage,
  stackDb,
  startCheckout,
  verifyPayment,
  type Customer,
  type HostedPayment,
} from "./checkout";
import "./stackContext";

/** Orders paid for real on the stack, and artists who can answer offers of them. */

/** An artist in the studio: a profile, an account, and the account record the studio's offers and emails go by. */
export async function studioArtist(genres: string[] = ["Pop"]): Promise<TestArtist> {
  const made = await createTestArtist({ genres });
  await stackDb()
    .collection("artistAccounts")
    .doc(made.artistId)
    .set({ uid: made.uid, email: made.email, linkedAt: Timestamp.now(), linkedBy: "test" });
  return made;
}

/**
 * A real paid order: checkout (`overrides`: the order's fields), the hosted payment page (`payment`: the
 * card that pays, a shipping address), then the success page's verify call. Returns its id.
 */
export async function paidOrder(
  customer: Customer,
  overrides: Record<string, unknown> = {},
  payment: HostedPayment = {},
): Promise<string> {
  const { sessionId, url } = await startCheckout(customer, overrides);
  expect((await payOnHostedPage(url, payment)).status).toBe(303);
  const verified = await verifyPayment(customer.token, sessionId);
  expect(verified.status, verified.text).toBe(200);
  return sessionId;
}

/** A new customer's paid order, with its PaymentIntent and total as the stored order holds them. */
export async function paidOrderWithPayment(
  label: string,
  overrides: Record<string, unknown> = {},
): Promise<{ orderId: string; paymentIntentId: string; totalCents: number }> {
  const orderId = await paidOrder(await newCustomer(label), overrides);
  const order = await orderDoc(orderId).get();
  return {
    orderId,
    paymentIntentId: order.get("paymentIntentId") as string,
    totalCents: order.get("totalCents") as number,
  };
}

/** A new customer and an order they paid for (`overrides`: the order's fields, such as `artistId`). */
export async function customerWithPaidOrder(
  overrides: Record<string, unknown> = {},
): Promise<{ customer: Customer; orderId: string }> {
  const customer = await newCustomer();
  return { customer, orderId: await paidOrder(customer, overrides) };
}

/** The mail documents about an order. */
export async function mailsAbout(orderId: string) {
  return (await stackDb().collection("mail").where("orderId", "==", orderId).get()).docs;
}

/** The ids of the mail documents about an order. */
export async function mailIdsAbout(orderId: string): Promise<string[]> {
  return (await mailsAbout(orderId)).map((mail) => mail.id);
}

/** The order's stored document. */
export function orderDoc(orderId: string) {
  return stackDb().collection("orders").doc(orderId);
}

/** An admin cancels the order, as from its details (a paid order is refunded). */
export function cancelAsAdmin(adminToken: string, orderId: string) {
  return postAs<AdminOrderDetails>(`/api/admin/orders/${orderId}/status`, adminToken, { status: "cancelled" });
}

/** The local Stripe server's lever: every refund refused with Stripe's `charge_disputed`, or none. */
export async function refuseRefunds(refuse: "charge_disputed" | "none"): Promise<void> {
  const response = await fetch(new URL("/_local/refunds", inject("stripeUrl")), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ refuse }),
  });
  expect(response.status).toBe(200);
}

/** A paid order an admin cancelled while Stripe refuses refunds (see `refuseRefunds`): once its refund follow-up has failed, the order's id. */
export async function refusedRefund(customer: Customer, adminToken: string): Promise<string> {
  const orderId = await paidOrder(customer);
  expect((await cancelAsAdmin(adminToken, orderId)).status).toBe(200);
  await eventually(
    () => stackDb().collection("followUps").doc(`${orderId}-refund`).get(),
    (doc) => doc.get("state") === "failed",
    "the refused refund",
  );
  return orderId;
}
