import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { type AdminOrderDetails, type AdminOrdersResponse, type ApiErrorBody } from "@songs/domain";
import { adminIdToken } from "../support/adminSession";
import { api } from "../support/api";
import { eventually, localEvents, localStripe, refundedInStripe, resendEvent } from "../support/checkout";
import { createCustomer, createOrder, stackFirestore, type Customer } from "../support/customerOrders";
import { paidOrderWithPayment } from "../support/paidOrders";

/** Admin order fulfilment: the list, details, status changes and refunds, against the running stack. */

const SLOW = { timeout: 120_000 };
let adminToken: string;

beforeAll(async () => {
  adminToken = await adminIdToken();
});

const listOrders = (query: Record<string, string>) =>
  api<AdminOrdersResponse>("/api/admin/orders", { token: adminToken, query });
const details = async (orderId: string) =>
  (await api<AdminOrderDetails>(`/api/admin/orders/${orderId}`, { token: adminToken })).body;
const changeStatus = (orderId: string, status: string) =>
  api<AdminOrderDetails & Partial<ApiErrorBody>>(`/api/admin/orders/${orderId}/status`, {
    method: "POST",
    token: adminToken,
    body: { status },
  });

/** A customer with a profile (users/{uid}) carrying a name nobody else has. */
async function customerWithProfile(): Promise<Customer & { fullName: string }> {
  const customer = await createCustomer();
  const fullName = `Nora Fulfil-${randomUUID().slice(0, 8)}`;
  await stackFirestore()
    .collection("users")
    .doc(customer.uid)
    .set({ email: customer.email, fullName, createdAt: Timestamp.now() });
  return { ...customer, fullName };
}

describe("GET /api/admin/orders", () => {
  it("lists orders newest first with the customer's name and email", async () => {
    const nora = await customerWithProfile();
    const older = await createOrder(nora, { createdAt: new Date(Date.now() - 3_600_000) });
    const newer = await createOrder(nora, { status: "in_progress" });

    const { status, body } = await listOrders({ search: nora.email });
    expect(status).toBe(200);
    expect(body.orders.map((order) => order.id)).toEqual([newer, older]);
    expect(body.orders[0]).toMatchObject({
      customerName: nora.fullName,
      customerEmail: nora.email,
      status: "in_progress",
      package: "premium",
      totalCents: 6499,
    });
  });

  it("searches recipient's name words, customer email and order id (or its beginning) case-insensitively, and filters by status", async () => {
    const nora = await customerWithProfile();
    const recipient = `Opal ${randomUUID().slice(0, 8)}`;
    const paid = await createOrder(nora, { recipientName: recipient });
    const inProgress = await createOrder(nora, { status: "in_progress" });

    expect((await listOrders({ search: recipient.toUpperCase() })).body.orders.map((o) => o.id)).toEqual([paid]);
    expect((await listOrders({ search: nora.email.toUpperCase() })).body.orders.map((o) => o.id).sort()).toEqual(
      [paid, inProgress].sort(),
    );
    expect((await listOrders({ search: `${recipient.split(" ")[1]} opal` })).body.orders.map((o) => o.id)).toEqual([
      paid,
    ]);
    expect((await listOrders({ search: inProgress.slice(0, 20) })).body.orders.map((o) => o.id)).toEqual([inProgress]);
    expect((await listOrders({ search: inProgress.toUpperCase() })).body.orders.map((o) => o.id)).toEqual([inProgress]);
    expect((await listOrders({ search: nora.email, status: "in_progress" })).body.orders.map((o) => o.id)).toEqual([
      inProgress,
    ]);
    expect((await listOrders({ search: nora.email, status: "completed" })).body.orders).toEqual([]);
  });

  it("refuses an unknown status filter", async () => {
    const { status, body } = await api<Partial<ApiErrorBody>>("/api/admin/orders", {
      token: adminToken,
      query: { status: "shipped" },
    });
    expect(status).toBe(400);
    expect(body.error?.code).toBe("invalid_request");
  });
});

describe("GET /api/admin/orders/:orderId", () => {
  it("shows the story, key moments, add-ons and the customer's revision requests", async () => {
    const nora = await customerWithProfile();
    const orderId = await createOrder(nora, { story: "They met at a lighthouse." });
    await stackFirestore()
      .collection("orders")
      .doc(orderId)
      .update({
        revisionRequested: true,
        revisions: [
          {
            id: "r1",
            note: "Please slow the bridge down",
            requestedAt: Timestamp.now(),
            resolvedAt: null,
            resolvedByVersion: null,
          },
        ],
      });

    const order = await details(orderId);
    expect(order).toMatchObject({
      id: orderId,
      story: "They met at a lighthouse.",
      keyMoments: "The opening day queue.",
      addOns: ["extra-verse"],
      customerName: nora.fullName,
      revisionRequested: true,
    });
    expect(order.revisions).toEqual([
      expect.objectContaining({ note: "Please slow the bridge down", resolvedAt: null }),
    ]);
    expect(order.song).toBeNull();
    expect((await api(`/api/admin/orders/no-such-order`, { token: adminToken })).status).toBe(404);
  });
});

describe("POST /api/admin/orders/:orderId/status", SLOW, () => {
  it("moves a paid order to in progress and records who did it", async () => {
    const orderId = await createOrder(await createCustomer());
    const { status, body } = await changeStatus(orderId, "in_progress");
    expect(status).toBe(200);
    expect(body.status).toBe("in_progress");
    expect(body.statusHistory).toEqual([
      expect.objectContaining({
        event: "start_work",
        from: "paid",
        to: "in_progress",
        changedByEmail: "admin@example.com",
        reason: null,
      }),
    ]);
  });

  it("refuses a transition that is not allowed and changes nothing", async () => {
    const orderId = await createOrder(await createCustomer());
    for (const target of ["completed", "pending", "paid"]) {
      const refused = await changeStatus(orderId, target);
      expect(refused.status).toBe(409);
      expect(refused.body.error?.code).toBe("invalid_transition");
    }
    const order = await details(orderId);
    expect(order.status).toBe("paid");
    expect(order.statusHistory).toEqual([]);

    const completed = await createOrder(await createCustomer(), { status: "completed" });
    expect((await changeStatus(completed, "cancelled")).status).toBe(409);
    expect((await details(completed)).status).toBe("completed");
  });

  it("completes an order only through a delivered song", async () => {
    const orderId = await createOrder(await createCustomer(), { status: "in_progress" });
    const refused = await changeStatus(orderId, "completed");
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe("song_required");
    expect((await details(orderId)).status).toBe("in_progress");
  });

  it("cancels a pending order without a refund", async () => {
    const orderId = await createOrder(await createCustomer(), { status: "pending" });
    const { status, body } = await changeStatus(orderId, "cancelled");
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "cancelled", refunds: [], refundedCents: 0 });
  });

  it("cancels a paid order at once and refunds it through Stripe as a follow-up, recorded once", async () => {
    const { orderId, paymentIntentId, totalCents } = await paidOrderWithPayment("fulfilment");
    const { status, body } = await changeStatus(orderId, "cancelled");
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ status: "cancelled", pendingRefund: { state: "requested", failure: null } });
    expect(body.statusHistory.at(-1)).toMatchObject({
      event: "cancel",
      from: "paid",
      to: "cancelled",
      reason: "refunded",
    });

    // The refund's follow-up record, written with the cancellation, is queued by its trigger and carried out by its task.
    // Stripe's charge.refunded event may record it first; the follow-up's own record then adds the refund's id.
    const refunded = await eventually(
      () => details(orderId),
      (order) => order.refunds[0]?.refundId !== null && order.refunds[0]?.refundId !== undefined,
      "the refund on the order",
    );
    expect(refunded).toMatchObject({ refundedCents: totalCents, pendingRefund: null });
    expect(refunded.refunds).toEqual([
      expect.objectContaining({
        source: "cancellation",
        amountCents: totalCents,
        refundId: expect.stringMatching(/^re_/),
      }),
    ]);
    expect(await refundedInStripe(paymentIntentId)).toBe(totalCents);

    // Stripe's charge.refunded event for this refund arrives too: still one refund on the order.
    await eventually(
      () => refundDeliveries(paymentIntentId),
      (delivered) => delivered >= 1,
      "the charge.refunded webhook",
    );
    expect((await details(orderId)).refunds).toHaveLength(1);
  });

  it("cancels at once when Stripe refuses the refund, records the refusal and tells the admins", async () => {
    // A PaymentIntent the local Stripe server never saw.
    const orderId = await createOrder(await createCustomer(), { status: "in_progress" });
    const cancelled = await changeStatus(orderId, "cancelled");
    expect(cancelled.status).toBe(200);
    const failed = await eventually(
      () => details(orderId),
      (order) => order.pendingRefund?.state === "failed",
      "the refund's refusal",
    );
    expect(failed).toMatchObject({ status: "cancelled", refunds: [], refundedCents: 0 });
    expect(failed.pendingRefund?.failure).toBeTruthy();
    expect((await stackFirestore().collection("mail").doc(`refund-failed-${orderId}`).get()).exists).toBe(true);
  });
});

/** Successful deliveries of charge.refunded events for a PaymentIntent's charge. */
async function refundDeliveries(paymentIntentId: string): Promise<number> {
  const events = await localEvents("charge.refunded");
  return events.data
    .filter((event) => (event.data.object as unknown as { payment_intent?: string }).payment_intent === paymentIntentId)
    .filter((event) => (events.deliveries[event.id] ?? []).some((attempt) => attempt.status === 200)).length;
}

describe("the charge.refunded webhook", SLOW, () => {
  it("records refunds made directly in Stripe on the order, once each", async () => {
    const { orderId, paymentIntentId, totalCents } = await paidOrderWithPayment("fulfilment");
    const stripe = localStripe();
    await stripe.refunds.create({ payment_intent: paymentIntentId, amount: 1000 });
    const first = await eventually(
      () => details(orderId),
      (order) => order.refunds.length === 1 && order.refundedCents === 1000,
      "the first refund on the order",
    );
    expect(first.refunds[0]).toMatchObject({ source: "stripe", amountCents: 1000, refundId: null });
    expect(first.refundedCents).toBe(1000);

    await stripe.refunds.create({ payment_intent: paymentIntentId });
    const both = await eventually(
      () => details(orderId),
      (order) => order.refunds.length === 2 && order.refundedCents === totalCents,
      "the second refund on the order",
    );
    expect(both.refunds.map((refund) => refund.amountCents).sort((a, b) => a - b)).toEqual(
      [1000, totalCents - 1000].sort((a, b) => a - b),
    );
    expect(both.refundedCents).toBe(totalCents);
    expect(both.status).toBe("paid");

    // Stripe redelivers an event: nothing is recorded twice.
    const events = await localEvents("charge.refunded");
    const event = events.data.find(
      (e) => (e.data.object as unknown as { payment_intent?: string }).payment_intent === paymentIntentId,
    );
    expect((await resendEvent(event!.id)).attempt.status).toBe(200);
    expect((await details(orderId)).refunds).toHaveLength(2);

    // Cancelling it now needs no further refund.
    const cancelled = await changeStatus(orderId, "cancelled");
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refunds).toHaveLength(2);
  });
});
