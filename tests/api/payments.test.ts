import { Timestamp } from "firebase-admin/firestore";
import type Stripe from "stripe";
import { describe, expect, inject, it } from "vitest";
import { api } from "../support/api";
import {
  DECLINED_CARD,
  eventFor,
  eventually,
  localEvents,
  localStripe,
  newCustomer,
  orderRequest,
  payOnHostedPage,
  resendEvent,
  SHIPPING_FORM,
  stackDb,
  startCheckout,
  verifyPayment,
  IN_PROCESS_WEBHOOK_SECRET,
  postSignedEvent,
  startApiInProcess,
} from "../support/checkout";

/**
 * Payment verification and the Stripe webhook against the running stack and its local Stripe server.
 * The Functions emulator starts a worker process for each request that finds none idle, which is
 * slow on a small machine: these tests get a long timeout, and the concurrency test sends its burst
 * to the same app served in this process (one process serving many requests, as in production).
 */
const SLOW = { timeout: 120_000 };

const orderDoc = (sessionId: string) => stackDb().collection("orders").doc(sessionId).get();
const ordersOf = async (uid: string) => (await stackDb().collection("orders").where("userId", "==", uid).get()).docs;
/** The customer's order confirmations of a session (the order's other mail, such as the artists' offers, left out). */
const confirmationMails = async (sessionId: string) =>
  (await stackDb().collection("mail").where("orderId", "==", sessionId).get()).docs.filter((mail) =>
    String(mail.get("message.subject")).endsWith(" is ordered"),
  );
const checkoutStatus = async (sessionId: string) =>
  (await stackDb().collection("checkoutSessions").doc(sessionId).get()).get("status") as string;

describe("a paid Checkout Session", SLOW, () => {
  it("creates exactly one order under 20 concurrent verify calls and 5 webhook deliveries", async () => {
    const customer = await newCustomer();
    const order = orderRequest({ package: "premium", addOns: ["rush", "extra-verse"] });
    const { sessionId, url } = await startCheckout(customer, order);
    const inProcess = await startApiInProcess();
    try {
      // Paying sends the stack's function its own checkout.session.completed delivery, racing the burst below.
      const paid = await payOnHostedPage(url);
      expect(paid.status).toBe(303);
      expect(paid.location).toMatch(new RegExp(`/payment-success\\?session_id=${sessionId}$`));
      const completed = await eventFor("checkout.session.completed", sessionId);

      const [verifications, deliveries] = await Promise.all([
        Promise.all(Array.from({ length: 20 }, () => verifyPayment(customer.token, sessionId, inProcess.url))),
        Promise.all(
          Array.from({ length: 5 }, () =>
            postSignedEvent(`${inProcess.url}/api/stripe/webhook`, completed, IN_PROCESS_WEBHOOK_SECRET),
          ),
        ),
      ]);
      for (const verification of verifications) {
        expect(verification.status).toBe(200);
        expect(verification.body).toMatchObject({
          orderId: sessionId,
          status: "paid",
          totalCents: 4999 + 2500 + 1500,
          recipientName: "Grandma Rose",
          package: "premium",
        });
      }
      expect(verifications.filter((v) => v.body.created === true).length).toBeLessThanOrEqual(1);
      // The success page's expected delivery is the date the studio works to (rush: 48 hours after payment).
      const stored = await orderDoc(sessionId);
      const dueAt = (stored.get("dueAt") as Timestamp).toDate();
      expect(dueAt.getTime() - (stored.get("createdAt") as Timestamp).toMillis()).toBe(48 * 60 * 60 * 1000);
      for (const verification of verifications) expect(verification.body.dueAt).toBe(dueAt.toISOString());
      expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200, 200, 200]);
    } finally {
      inProcess.close();
    }
    await eventually(
      () => localEvents(),
      (events) =>
        (events.deliveries[(events.data.find((e) => e.data.object.id === sessionId) ?? { id: "" }).id] ?? []).some(
          (d) => d.status === 200,
        ),
      "the stack's own webhook delivery",
    );

    const session = await localStripe().checkout.sessions.retrieve(sessionId);
    expect(await ordersOf(customer.uid)).toHaveLength(1);
    const stored = (await orderDoc(sessionId)).data()!;
    expect(stored).toMatchObject({
      ...order,
      userId: customer.uid,
      customerEmail: session.customer_details?.email,
      artistId: null,
      artistName: null,
      status: "paid",
      totalCents: session.amount_total,
      currency: session.currency,
      shippingAddress: null,
      stripeSessionId: sessionId,
      paymentIntentId: session.payment_intent,
    });
    expect(stored.createdAt).toBeInstanceOf(Timestamp);
    expect(await checkoutStatus(sessionId)).toBe("completed");

    const mails = await confirmationMails(sessionId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.data()).toMatchObject({ to: session.customer_details?.email });
    expect(mails[0]!.data().message.text).toContain("Grandma Rose");
    // Premium with Rush Delivery: Rush's promise, the one the FAQ and the builder make.
    expect(mails[0]!.data().message.text).toContain("Delivery within 48 hours of your payment.");

    // Stripe repeating the webhook later, to the deployed function's own URL, changes nothing.
    const before = await orderDoc(sessionId);
    const completed = await eventFor("checkout.session.completed", sessionId);
    expect(await resendEvent(completed.id)).toMatchObject({ delivered: true });
    const after = await orderDoc(sessionId);
    expect(after.updateTime?.isEqual(before.updateTime!)).toBe(true);
    expect(await confirmationMails(sessionId)).toHaveLength(1);
    expect((await verifyPayment(customer.token, sessionId)).body).toMatchObject({ orderId: sessionId, created: false });
  });

  it("is fulfilled by the webhook alone when the success page never calls back", async () => {
    const customer = await newCustomer();
    const { sessionId, url } = await startCheckout(customer, { package: "basic", addOns: [] });
    await payOnHostedPage(url);
    const stored = await eventually(
      () => orderDoc(sessionId),
      (doc) => doc.exists,
      "the webhook's order",
    );
    expect(stored.data()).toMatchObject({ userId: customer.uid, status: "paid", totalCents: 2499 });
  });

  it.each([
    ["the Deluxe package", { package: "deluxe", addOns: [] }],
    ["the Framed Lyrics Print", { package: "premium", addOns: ["lyrics-print"] }],
  ])("keeps the shipping address collected for %s on the order", async (_case, overrides) => {
    const customer = await newCustomer();
    const { sessionId, url } = await startCheckout(customer, overrides);
    expect((await payOnHostedPage(url, { shipping: true })).status).toBe(303);
    const verification = await verifyPayment(customer.token, sessionId);
    expect(verification.status).toBe(200);
    expect((await orderDoc(sessionId)).get("shippingAddress")).toEqual({
      name: SHIPPING_FORM.shipping_name,
      address: {
        line1: SHIPPING_FORM.shipping_line1,
        line2: null,
        city: SHIPPING_FORM.shipping_city,
        postal_code: SHIPPING_FORM.shipping_postal_code,
        state: null,
        country: SHIPPING_FORM.shipping_country,
      },
    });
  });
});

describe("POST /api/payments/verify", SLOW, () => {
  it("refuses another user's session with 403, even once it is paid", async () => {
    const owner = await newCustomer("owner");
    const other = await newCustomer("other");
    const { sessionId, url } = await startCheckout(owner);
    expect((await verifyPayment(other.token, sessionId)).status).toBe(403);
    await payOnHostedPage(url);
    expect((await verifyPayment(other.token, sessionId)).status).toBe(403);
    expect(await ordersOf(other.uid)).toHaveLength(0);
  });

  it("creates no order for an unpaid session (409) or a declined card", async () => {
    const customer = await newCustomer();
    const { sessionId, url } = await startCheckout(customer);
    const unpaid = await verifyPayment(customer.token, sessionId);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body).toMatchObject({ error: { code: "payment_incomplete" } });

    const declined = await payOnHostedPage(url, { card: DECLINED_CARD });
    expect(declined.status).toBe(200);
    expect(declined.html).toContain("Your card was declined.");
    expect((await verifyPayment(customer.token, sessionId)).status).toBe(409);
    expect((await orderDoc(sessionId)).exists).toBe(false);
    expect(await checkoutStatus(sessionId)).toBe("open");
  });

  it("answers 404 for a session that does not exist and 401 when signed out", async () => {
    const customer = await newCustomer();
    const unknown = await verifyPayment(customer.token, "cs_test_does_not_exist");
    expect(unknown.status).toBe(404);
    expect((await orderDoc("cs_test_does_not_exist")).exists).toBe(false);
    expect((await api("/api/payments/verify", { method: "POST", body: { sessionId: "cs_test_x" } })).status).toBe(401);
    expect((await verifyPayment(customer.token, " ")).status).toBe(400);
  });
});

describe("POST /api/stripe/webhook", SLOW, () => {
  it("refuses a bad signature with 400, under /api and at the function's own URL, and creates nothing", async () => {
    const customer = await newCustomer();
    const { sessionId } = await startCheckout(customer);
    const forged = JSON.stringify({
      id: "evt_forged",
      object: "event",
      type: "checkout.session.completed",
      data: { object: { id: sessionId, payment_status: "paid" } },
    });
    const signature = `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`;
    for (const base of [inject("baseUrl") + "/api", inject("functionUrl")]) {
      const response = await fetch(`${base}/stripe/webhook`, {
        method: "POST",
        body: forged,
        headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
      });
      expect(response.status).toBe(400);
      const unsigned = await fetch(`${base}/stripe/webhook`, {
        method: "POST",
        body: forged,
        headers: { "Content-Type": "application/json" },
      });
      expect(unsigned.status).toBe(400);
    }
    expect((await orderDoc(sessionId)).exists).toBe(false);
  });

  it("closes the kept draft when the session expires, and acknowledges events it does not handle", async () => {
    const customer = await newCustomer();
    const stripe = localStripe();
    const { sessionId } = await startCheckout(customer);
    await stripe.checkout.sessions.expire(sessionId);
    await eventually(
      () => checkoutStatus(sessionId),
      (status) => status === "expired",
      "the expired session",
    );

    const paidCustomer = await newCustomer();
    const paid = await startCheckout(paidCustomer, { package: "basic", addOns: [] });
    await payOnHostedPage(paid.url);
    const session = await stripe.checkout.sessions.retrieve(paid.sessionId);
    await stripe.refunds.create({ payment_intent: session.payment_intent as string });
    const refunded = await eventually(
      () => localEvents("charge.refunded"),
      (events) =>
        events.data.some((e) => (e.data.object as unknown as Stripe.Charge).payment_intent === session.payment_intent),
      "the refund event",
    );
    const event = refunded.data.find(
      (e) => (e.data.object as unknown as Stripe.Charge).payment_intent === session.payment_intent,
    )!;
    // The refund is recorded once the completed session's own event created the order.
    await eventually(
      () => orderDoc(paid.sessionId),
      (order) => order.exists,
      "the paid order",
    );
    expect(await resendEvent(event.id)).toMatchObject({ delivered: true, attempt: { status: 200 } });
  });
});
