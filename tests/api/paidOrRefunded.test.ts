import { describe, expect, it } from "vitest";
import { formatCents, MESSAGES, type OperationsPage } from "@songs/domain";
import { suiteAdmin } from "../support/adminSession";
import { api } from "../support/api";
import {
  chargeOfPayment,
  eventFor,
  eventually,
  localEvents,
  localStripe,
  newCustomer,
  payOnHostedPage,
  refundedInStripe,
  resendEvent,
  stackDb,
  startCheckout,
  verifyPayment,
} from "../support/checkout";
import { orderDoc } from "../support/paidOrders";
import { askToDelete } from "../support/privacy";

/**
 * Every paid Checkout Session ends as exactly one order or one full refund (issue 43): a session
 * paid after its checkout record went (its account deleted) is refunded in full once, under the
 * session's idempotency key, and recorded in `unfulfilledPayments`; a delivery again, or a run that
 * stopped after Stripe refunded, adds no second refund; an account's deletion expires its open
 * sessions; and a deletion raced against the payment never leaves a charge with neither or both.
 */

const SLOW = { timeout: 600_000 };
const admin = suiteAdmin();

const unfulfilled = (sessionId: string) => stackDb().collection("unfulfilledPayments").doc(sessionId);

/** Waits until the webhook acknowledged the event (the local server delivers again after a refusal, as Stripe does). */
async function acknowledged(eventId: string): Promise<void> {
  await eventually(
    () => localEvents(),
    (found) => (found.deliveries[eventId] ?? []).some((attempt) => attempt.status === 200),
    `the webhook's acknowledgement of ${eventId}`,
  );
}

/** A session paid after its checkout record was deleted (as an account's deletion deletes it). */
async function paidWithoutCheckout(): Promise<{ sessionId: string; paymentIntentId: string; amount: number }> {
  const customer = await newCustomer("unfulfilled");
  const { sessionId, url } = await startCheckout(customer);
  await stackDb().collection("checkoutSessions").doc(sessionId).delete();
  const paid = await payOnHostedPage(url);
  expect(paid.status, paid.html).toBe(303);
  const session = await localStripe().checkout.sessions.retrieve(sessionId);
  return { sessionId, paymentIntentId: session.payment_intent as string, amount: session.amount_total! };
}

describe("a paid session that cannot become its order", SLOW, () => {
  it("is refunded in full once and recorded; a delivery again adds nothing, and the refund's own event is acknowledged", async () => {
    const { sessionId, paymentIntentId, amount } = await paidWithoutCheckout();
    const completed = await eventFor("checkout.session.completed", sessionId);
    await acknowledged(completed.id);

    const record = (await unfulfilled(sessionId).get()).data();
    expect(record).toMatchObject({ sessionId, paymentIntentId, amountCents: amount, reason: "no_checkout" });
    expect(record?.refundId).toMatch(/^re_/);
    expect((await orderDoc(sessionId).get()).exists).toBe(false);
    expect(await refundedInStripe(paymentIntentId)).toBe(amount);

    // The admins see it on Operations.
    const listed = await api<OperationsPage<"refundedPayments">>("/api/admin/operations", {
      token: admin.idToken,
      query: { list: "refundedPayments" },
    });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.rows.find((row) => row.orderId === sessionId)).toMatchObject({
      status: "refunded",
      detail: expect.stringContaining(`${formatCents(amount)} refunded (${record?.refundId as string})`),
    });

    // Stripe delivers it again: the same record, no second refund.
    expect((await resendEvent(completed.id)).attempt.status).toBe(200);
    expect((await unfulfilled(sessionId).get()).data()).toEqual(record);
    expect(await refundedInStripe(paymentIntentId)).toBe(amount);
    expect((await orderDoc(sessionId).get()).exists).toBe(false);

    // The refund's charge.refunded has no order to reach, and is acknowledged (not refused for Stripe to retry for days).
    const refundedEvent = await eventually(
      () => localEvents("charge.refunded"),
      (events) =>
        events.data.some(
          (event) => (event.data.object as { payment_intent?: string }).payment_intent === paymentIntentId,
        ),
      "the refund's charge.refunded event",
    );
    const event = refundedEvent.data.find(
      (found) => (found.data.object as { payment_intent?: string }).payment_intent === paymentIntentId,
    )!;
    expect((await resendEvent(event.id)).attempt.status).toBe(200);
  });

  it("refunds once when the run that refunded stopped before its record was written: the retry gets the same refund", async () => {
    const { sessionId, paymentIntentId, amount } = await paidWithoutCheckout();
    const completed = await eventFor("checkout.session.completed", sessionId);
    await acknowledged(completed.id);
    const first = (await unfulfilled(sessionId).get()).data();
    expect(first?.refundId).toMatch(/^re_/);

    // As if the process had been killed after Stripe's answer: the refund made, nothing recorded.
    await unfulfilled(sessionId).delete();
    expect((await resendEvent(completed.id)).attempt.status).toBe(200);
    const again = (await unfulfilled(sessionId).get()).data();
    expect(again).toMatchObject({ refundId: first?.refundId, amountCents: amount, paymentIntentId });
    const charge = await chargeOfPayment(paymentIntentId);
    expect(charge.amount_refunded).toBe(amount);
  });

  it("tells the paying customer on the success page that it was refunded", async () => {
    const customer = await newCustomer("unfulfilled-verify");
    const { sessionId, url } = await startCheckout(customer);
    await stackDb().collection("checkoutSessions").doc(sessionId).delete();
    expect((await payOnHostedPage(url)).status).toBe(303);
    const verified = await verifyPayment(customer.token, sessionId);
    expect(verified.status, verified.text).toBe(409);
    expect(verified.body).toMatchObject({ error: { message: MESSAGES.paymentRefundedUnfulfilled } });
    expect((await orderDoc(sessionId).get()).exists).toBe(false);
  });
});

describe("deleting an account with a checkout open", SLOW, () => {
  it("expires its open Checkout Session: its page can no longer be paid", async () => {
    const customer = await newCustomer("leaves-checkout");
    const { sessionId, url } = await startCheckout(customer);
    expect((await askToDelete(customer.token)).status).toBe(200);
    await eventually(
      () => stackDb().collection("checkoutSessions").doc(sessionId).get(),
      (doc) => !doc.exists,
      "the checkout record deleted",
    );
    expect(await localStripe().checkout.sessions.retrieve(sessionId)).toMatchObject({
      status: "expired",
      payment_status: "unpaid",
    });
    const paid = await payOnHostedPage(url);
    expect(paid.html).toContain("This checkout session has expired");
    expect((await localStripe().checkout.sessions.retrieve(sessionId)).payment_intent).toBeNull();
  });

  it("raced against the payment 20 times, leaves every paid session refunded once, with or without its order", async () => {
    const RUNS = 20;
    const AT_ONCE = 4;
    const outcomes: string[] = [];
    for (let start = 0; start < RUNS; start += AT_ONCE) {
      const batch = await Promise.all(
        Array.from({ length: AT_ONCE }, async (_, index) => {
          const customer = await newCustomer(`race-${start + index}`);
          const { sessionId, url } = await startCheckout(customer);
          // The payment goes first, at the same moment, or a little after the deletion.
          const lag = (start + index) % 3;
          const pay = async () => {
            await new Promise((resolve) => setTimeout(resolve, lag * 40));
            return payOnHostedPage(url);
          };
          const [deleted] = await Promise.all([askToDelete(customer.token), pay()]);
          expect(deleted.status, deleted.text).toBe(200);
          return sessionId;
        }),
      );
      for (const sessionId of batch) outcomes.push(await outcomeOf(sessionId));
    }
    // Each run ended one of the three ways (the page expired before payment, an order the deletion
    // cancelled and refunded, a refund of the payment): never both, never neither.
    expect(outcomes).toHaveLength(RUNS);
    for (const outcome of outcomes) expect(["expired unpaid", "order refunded", "refund"]).toContain(outcome);
  });
});

/**
 * How a raced session ended, once the deletion and the payment's webhook are done: "expired unpaid",
 * "order refunded" (its order cancelled by the deletion and refunded in full) or "refund" (refunded in
 * full, no order); anything else fails.
 */
async function outcomeOf(sessionId: string): Promise<string> {
  await eventually(
    () => stackDb().collection("checkoutSessions").doc(sessionId).get(),
    (doc) => !doc.exists,
    "the checkout record deleted with its account",
  );
  const session = await localStripe().checkout.sessions.retrieve(sessionId);
  if (session.payment_status !== "paid") {
    expect(session.status).toBe("expired");
    expect(session.payment_intent).toBeNull();
    return "expired unpaid";
  }
  const completed = await eventFor("checkout.session.completed", sessionId);
  await acknowledged(completed.id);
  const [order, refund, charge] = await Promise.all([
    orderDoc(sessionId).get(),
    unfulfilled(sessionId).get(),
    chargeOfPayment(session.payment_intent as string),
  ]);
  expect(order.exists && refund.exists, `session ${sessionId} has both an order and a refund`).toBe(false);
  if (order.exists) {
    // Paid before the deletion reached its orders: the deletion cancels the order and refunds it in full, once.
    await eventually(
      () => orderDoc(sessionId).get(),
      (doc) => doc.get("status") === "cancelled",
      `the order of ${sessionId} cancelled by the deletion`,
    );
    await eventually(
      () => chargeOfPayment(session.payment_intent as string),
      (found) => found.amount_refunded === session.amount_total,
      `the cancelled order of ${sessionId} refunded`,
    );
    expect(
      (await unfulfilled(sessionId).get()).exists,
      `session ${sessionId} refunded as an order and as a payment`,
    ).toBe(false);
    return "order refunded";
  }
  expect(refund.exists, `session ${sessionId} was paid and has neither an order nor a refund`).toBe(true);
  expect(charge.amount_refunded).toBe(session.amount_total);
  return "refund";
}
