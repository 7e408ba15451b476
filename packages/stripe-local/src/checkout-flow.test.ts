/**
 * The hosted checkout page driven by plain HTTP form posts for each test card, and the signed
 * webhooks it produces, verified with stripe-node's constructEvent.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Stripe from "stripe";
import { type StripeLocal } from "./server";
import { MESSAGES } from "./hostedPage/cards";
import { GOOD_FORM } from "./testing";
import {
  WEBHOOK_SECRET,
  createSession,
  postForm,
  startLocal,
  startReceiver,
  type ReceivedWebhook,
  type WebhookReceiver,
} from "./testSupport";

let local: StripeLocal;
let stripe: Stripe;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startReceiver();
  ({ local, stripe } = await startLocal({ webhookUrl: receiver.url }));
});
afterAll(async () => {
  await local.stop();
  await receiver.close();
});

const successUrl = (id: string) => `http://localhost:5173/payment-success?session_id=${id}`;

function completedFor(id: string) {
  return receiver.waitFor(
    (w) =>
      w.type === "checkout.session.completed" &&
      (JSON.parse(w.rawBody) as Stripe.Event & { data: { object: { id: string } } }).data.object.id === id,
  );
}

describe("hosted checkout page", () => {
  it("shows the line items, the total and a prefilled email", async () => {
    const session = await createSession(stripe);
    const res = await fetch(session.url as string);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain("<title>Checkout – Test mode</title>");
    expect(html).toContain("Premium Song");
    expect(html).toContain("Rush Delivery, 24-48 hours");
    expect(html).toContain("$74.99");
    expect(html).toContain('value="buyer@example.com"');
    expect(html).toContain('href="http://localhost:5173/payment-cancelled"');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("Shipping address");
  });

  for (const [card, brand] of [
    ["4242 4242 4242 4242", "visa"],
    ["5555 5555 5555 4444", "mastercard"],
  ] as const) {
    it(`pays with ${brand} ${card}: redirect, paid session, PaymentIntent, charge and a verified webhook`, async () => {
      const session = await createSession(stripe);
      const res = await postForm(session.url as string, { ...GOOD_FORM, card_number: card, card_name: "Ada Lovelace" });
      expect(res.status).toBe(303);
      expect(res.location).toBe(successUrl(session.id));

      const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ["payment_intent.latest_charge"] });
      expect(paid).toMatchObject({ status: "complete", payment_status: "paid", url: null });
      expect(paid.customer_details).toMatchObject({
        email: "buyer@example.com",
        name: "Ada Lovelace",
        address: { postal_code: "94107", country: "US" },
      });
      const pi = paid.payment_intent as Stripe.PaymentIntent;
      expect(pi.id).toMatch(/^pi_/);
      expect(pi).toMatchObject({ status: "succeeded", amount: 7499, amount_received: 7499, currency: "usd" });
      const charge = pi.latest_charge as Stripe.Charge;
      expect(charge.id).toMatch(/^ch_/);
      expect(charge.payment_method_details?.card).toMatchObject({ brand, last4: card.slice(-4) });
      expect((await stripe.paymentIntents.retrieve(pi.id)).status).toBe("succeeded");

      const hook = await completedFor(session.id);
      const event = stripe.webhooks.constructEvent(hook.rawBody, hook.signature, WEBHOOK_SECRET);
      expect(event.id).toMatch(/^evt_/);
      expect(event).toMatchObject({ object: "event", type: "checkout.session.completed", livemode: false });
      expect(typeof event.api_version).toBe("string");
      const object = event.data.object as Stripe.Checkout.Session;
      expect(object).toMatchObject({
        id: session.id,
        payment_status: "paid",
        client_reference_id: "user-123",
        metadata: { package: "premium", addOns: "rush" },
      });

      // A completed session's page says so and does not charge again.
      const again = await fetch(session.url as string);
      expect(await again.text()).toContain("This payment is complete");
    });
  }

  it("rejects a tampered webhook body or a wrong secret", async () => {
    const session = await createSession(stripe);
    await postForm(session.url as string, GOOD_FORM);
    const hook = await completedFor(session.id);
    const tampered = hook.rawBody.replace('"amount_total": 7499', '"amount_total": 1');
    expect(tampered).not.toBe(hook.rawBody);
    expect(() => stripe.webhooks.constructEvent(tampered, hook.signature, WEBHOOK_SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => stripe.webhooks.constructEvent(hook.rawBody, hook.signature, "whsec_other")).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(hook.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it("declines 4000 0000 0000 0002, keeps the form without the card number, then accepts a retry", async () => {
    const session = await createSession(stripe);
    const declined = await postForm(session.url as string, {
      ...GOOD_FORM,
      card_number: "4000 0000 0000 0002",
      card_name: "Grace Hopper",
    });
    expect(declined.status).toBe(200);
    expect(declined.html).toContain(MESSAGES.declined);
    expect(declined.html).toContain('value="Grace Hopper"');
    expect(declined.html).toContain('value="94107"');
    expect(declined.html).not.toContain("4000 0000 0000 0002");
    const open = await stripe.checkout.sessions.retrieve(session.id, { expand: ["payment_intent"] });
    expect(open).toMatchObject({ status: "open", payment_status: "unpaid" });
    expect((open.payment_intent as Stripe.PaymentIntent).last_payment_error).toMatchObject({
      code: "card_declined",
      decline_code: "generic_decline",
    });

    const retry = await postForm(session.url as string, GOOD_FORM);
    expect(retry.status).toBe(303);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid.payment_status).toBe("paid");
    expect(paid.payment_intent).toBe((open.payment_intent as Stripe.PaymentIntent).id);
  });

  it("sends charge.failed and payment_intent.payment_failed for each decline, as Stripe does", async () => {
    const session = await createSession(stripe, { payment_intent_data: { metadata: { userId: "user-123" } } });
    for (let attempt = 0; attempt < 2; attempt++)
      await postForm(session.url as string, { ...GOOD_FORM, card_number: "4000 0000 0000 0002" });
    const paymentIntent = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
    const isFailure = (w: ReceivedWebhook) =>
      w.type === "payment_intent.payment_failed" && w.rawBody.includes(paymentIntent);
    await receiver.waitFor((w) => isFailure(w) && receiver.received.filter(isFailure).length === 2);
    const failures = receiver.received
      .filter(isFailure)
      .map(
        (w) =>
          stripe.webhooks.constructEvent(
            w.rawBody,
            w.signature,
            WEBHOOK_SECRET,
          ) as Stripe.PaymentIntentPaymentFailedEvent,
      );
    expect(failures).toHaveLength(2);
    const [one, two] = failures.map((event) => event.data.object);
    expect(one).toMatchObject({
      object: "payment_intent",
      status: "requires_payment_method",
      metadata: { userId: "user-123" },
    });
    expect(one!.last_payment_error).toMatchObject({
      type: "card_error",
      code: "card_declined",
      decline_code: "generic_decline",
      payment_method: { object: "payment_method", card: { last4: "0002", brand: "visa" } },
    });
    const charges = [one!.last_payment_error!.charge, two!.last_payment_error!.charge];
    expect(charges[0]).not.toBe(charges[1]);
    expect(one!.last_payment_error!.payment_method!.card!.fingerprint).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(two!.last_payment_error!.payment_method!.card!.fingerprint).toBe(
      one!.last_payment_error!.payment_method!.card!.fingerprint,
    );
    const failedCharge = await receiver.waitFor(
      (w) => w.type === "charge.failed" && w.rawBody.includes(String(charges[0])),
    );
    expect((JSON.parse(failedCharge.rawBody) as Stripe.ChargeFailedEvent).data.object).toMatchObject({
      status: "failed",
      failure_code: "card_declined",
      payment_intent: one!.id,
    });
  });

  it("asks 4000 0025 0000 3155 for 3-D Secure; completing pays", async () => {
    const session = await createSession(stripe);
    const res = await postForm(session.url as string, { ...GOOD_FORM, card_number: "4000 0025 0000 3155" });
    expect(res.status).toBe(303);
    expect(res.location).toMatch(new RegExp(`^/c/pay/${session.id}/authenticate/auth_`));
    const challenge = await fetch(`${local.url}${res.location as string}`);
    const html = await challenge.text();
    expect(html).toContain("Complete authentication");
    expect(html).toContain("Fail authentication");
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");

    const done = await postForm(`${local.url}${res.location as string}`, { result: "complete" });
    expect(done.status).toBe(303);
    expect(done.location).toBe(successUrl(session.id));
    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ["payment_intent.latest_charge"] });
    expect(paid.payment_status).toBe("paid");
    const charge = (paid.payment_intent as Stripe.PaymentIntent).latest_charge as Stripe.Charge;
    expect(charge.payment_method_details?.card?.three_d_secure).toMatchObject({ result: "authenticated" });
    await completedFor(session.id);
  });

  it("returns to the form with Stripe's message when 3-D Secure fails", async () => {
    const session = await createSession(stripe);
    const res = await postForm(session.url as string, { ...GOOD_FORM, card_number: "4000002500003155" });
    const failed = await postForm(`${local.url}${res.location as string}`, { result: "fail" });
    expect(failed.status).toBe(200);
    expect(failed.html).toContain(MESSAGES.authenticationFailed);
    expect(failed.html).toContain('value="buyer@example.com"');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
    const paymentIntent = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
    const failure = await receiver.waitFor(
      (w) => w.type === "payment_intent.payment_failed" && w.rawBody.includes(paymentIntent),
    );
    expect(
      (JSON.parse(failure.rawBody) as Stripe.PaymentIntentPaymentFailedEvent).data.object.last_payment_error,
    ).toMatchObject({
      code: "payment_intent_authentication_failure",
      payment_method: { card: { last4: "3155" } },
    });
    // The challenge cannot be replayed.
    const replay = await postForm(`${local.url}${res.location as string}`, { result: "complete" });
    expect(replay.status).toBe(404);
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe("unpaid");
  });

  it("says an unknown card number is invalid and checks expiry, CVC, email and postal code", async () => {
    const session = await createSession(stripe);
    const invalid = await postForm(session.url as string, { ...GOOD_FORM, card_number: "4111 1111 1111 1111" });
    expect(invalid.status).toBe(200);
    expect(invalid.html).toContain(MESSAGES.numberInvalid);
    expect(invalid.html).toContain('aria-invalid="true" aria-describedby="f-card_number-error"');

    const year = (new Date().getFullYear() - 1) % 100;
    const bad = await postForm(session.url as string, {
      ...GOOD_FORM,
      card_expiry: `01 / ${String(year).padStart(2, "0")}`,
      card_cvc: "12",
      email: "not-an-email",
      billing_postal_code: "",
    });
    expect(bad.status).toBe(200);
    expect(bad.html).toContain(MESSAGES.expiryYearPast);
    expect(bad.html).toContain(MESSAGES.cvcIncomplete);
    expect(bad.html).toContain(MESSAGES.emailInvalid);
    expect(bad.html).toContain(MESSAGES.postalIncomplete);
    expect(bad.html).toContain('value="4242 4242 4242 4242"');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
  });

  it("collects a shipping address when asked and reports it on the session", async () => {
    const session = await createSession(stripe, { shipping_address_collection: { allowed_countries: ["US", "CA"] } });
    const page = await (await fetch(session.url as string)).text();
    expect(page).toContain("Shipping address");
    const missing = await postForm(session.url as string, GOOD_FORM);
    expect(missing.status).toBe(200);
    expect(missing.html).toContain(MESSAGES.fieldIncomplete);
    const done = await postForm(session.url as string, {
      ...GOOD_FORM,
      shipping_name: "Ada Lovelace",
      shipping_line1: "1 Main St",
      shipping_city: "Springfield",
      shipping_postal_code: "12345",
      shipping_country: "US",
    });
    expect(done.status).toBe(303);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    const shipping = {
      name: "Ada Lovelace",
      address: { line1: "1 Main St", city: "Springfield", postal_code: "12345", country: "US" },
    };
    expect(paid.collected_information?.shipping_details).toMatchObject(shipping);
    expect((paid as unknown as { shipping_details: unknown }).shipping_details).toMatchObject(shipping);
    expect(paid.customer_details?.name).toBe("Ada Lovelace");
  });
});

describe("refunds", () => {
  it("refunds in full by default, sends charge.refunded, and refuses a second refund", async () => {
    const session = await createSession(stripe);
    await postForm(session.url as string, GOOD_FORM);
    const pi = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;

    const partial = await stripe.refunds.create({ payment_intent: pi, amount: 2500, reason: "requested_by_customer" });
    expect(partial).toMatchObject({ object: "refund", amount: 2500, status: "succeeded", payment_intent: pi });
    expect(partial.id).toMatch(/^re_/);
    const rest = await stripe.refunds.create({ charge: partial.charge as string });
    expect(rest.amount).toBe(4999);

    const hooks = await receiver.waitFor(
      (w) =>
        w.type === "charge.refunded" &&
        (JSON.parse(w.rawBody) as { data: { object: { refunded: boolean; payment_intent: string } } }).data.object
          .payment_intent === pi &&
        (JSON.parse(w.rawBody) as { data: { object: { refunded: boolean } } }).data.object.refunded,
    );
    const event = stripe.webhooks.constructEvent(hooks.rawBody, hooks.signature, WEBHOOK_SECRET);
    expect(event.data.object).toMatchObject({ object: "charge", amount: 7499, amount_refunded: 7499, refunded: true });

    let error: unknown;
    try {
      await stripe.refunds.create({ payment_intent: pi });
    } catch (err) {
      error = err;
    }
    expect(error).toMatchObject({ statusCode: 400, code: "charge_already_refunded" });
  });

  it("refuses to refund an unpaid session's PaymentIntent", async () => {
    const session = await createSession(stripe);
    await postForm(session.url as string, { ...GOOD_FORM, card_number: "4000000000000002" });
    const pi = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
    await expect(stripe.refunds.create({ payment_intent: pi })).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe("webhook delivery", () => {
  it("retries after a non-2xx answer and lets tests redeliver an event", async () => {
    receiver.failNext(500, 503);
    const session = await createSession(stripe);
    await postForm(session.url as string, GOOD_FORM);
    const hook = await completedFor(session.id);
    await local.webhooksIdle();
    const list = (await (await fetch(`${local.url}/_local/events?type=checkout.session.completed`)).json()) as {
      data: { id: string }[];
      deliveries: Record<string, { status?: number }[]>;
    };
    expect(list.data[0]?.id).toBe(hook.id);
    expect(list.deliveries[hook.id]?.map((a) => a.status)).toEqual([500, 503, 200]);

    const resent = (await (await fetch(`${local.url}/_local/resend/${hook.id}`, { method: "POST" })).json()) as {
      delivered: boolean;
    };
    expect(resent.delivered).toBe(true);
    const copies = receiver.received.filter((w) => w.id === hook.id);
    expect(copies).toHaveLength(2);
    for (const copy of copies)
      expect(stripe.webhooks.constructEvent(copy.rawBody, copy.signature, WEBHOOK_SECRET).id).toBe(hook.id);

    expect((await fetch(`${local.url}/_local/resend/evt_missing`, { method: "POST" })).status).toBe(404);
  });

  it("retries after a network error, then gives up", async () => {
    const { local: other, stripe: otherStripe } = await startLocal({ webhookUrl: "http://127.0.0.1:9/unreachable" });
    try {
      const session = await createSession(otherStripe);
      await postForm(session.url as string, GOOD_FORM);
      await other.webhooksIdle();
      const list = (await (await fetch(`${other.url}/_local/events`)).json()) as {
        data: { id: string }[];
        deliveries: Record<string, { error?: string }[]>;
      };
      const attempts = list.deliveries[list.data[0]?.id as string] ?? [];
      expect(attempts).toHaveLength(3);
      expect(attempts.every((a) => typeof a.error === "string")).toBe(true);

      other.setWebhookUrl(receiver.url);
      const resent = (await (
        await fetch(`${other.url}/_local/resend/${list.data[0]?.id as string}`, { method: "POST" })
      ).json()) as { delivered: boolean };
      expect(resent.delivered).toBe(true);
    } finally {
      await other.stop();
    }
  });

  it("ends waiting retries when stopped", async () => {
    const { local: other, stripe: otherStripe } = await startLocal({
      webhookUrl: "http://127.0.0.1:9/unreachable",
      webhookRetryDelaysMs: [60_000],
    });
    const session = await createSession(otherStripe);
    await postForm(session.url as string, GOOD_FORM);
    await other.stop();
    // The next try was 60 s away: were it still waiting, this would not settle within the test.
    await expect(other.webhooksIdle()).resolves.toBeUndefined();
  });
});
