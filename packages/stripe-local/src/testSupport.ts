/** Helpers for the local Stripe server's own tests: a webhook receiver and hosted-page form posts. */
import { createServer } from "node:http";
import { type AddressInfo } from "node:net";
import Stripe from "stripe";
import { GOOD_FORM } from "./testing";
import { startStripeLocal, type StripeLocal, type StripeLocalOptions } from "./server";

export const WEBHOOK_SECRET = "whsec_test_local_secret";
export const CONNECT_WEBHOOK_SECRET = "whsec_test_local_connect_secret";

export interface ReceivedWebhook {
  rawBody: string;
  signature: string;
  type: string;
  id: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Answers the next deliveries with these statuses (then 200). */
  failNext(...statuses: number[]): void;
  waitFor(predicate: (w: ReceivedWebhook) => boolean, timeoutMs?: number): Promise<ReceivedWebhook>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const failures: number[] = [];
  const waiters = new Set<() => void>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      const status = failures.shift() ?? 200;
      const parsed = JSON.parse(rawBody) as { type: string; id: string };
      if (status < 300) {
        received.push({
          rawBody,
          signature: String(req.headers["stripe-signature"] ?? ""),
          type: parsed.type,
          id: parsed.id,
        });
        for (const w of waiters) w();
      }
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify({ received: status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    failNext: (...statuses) => failures.push(...statuses),
    waitFor(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = received.find(predicate);
          if (hit) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(hit);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error("webhook not received in time"));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export async function startLocal(
  options: Partial<StripeLocalOptions> = {},
): Promise<{ local: StripeLocal; stripe: Stripe }> {
  const local = await startStripeLocal({
    port: 0,
    webhookSecret: WEBHOOK_SECRET,
    webhookRetryDelaysMs: [20, 40],
    ...options,
  });
  const stripe = new Stripe("sk_test_local", {
    host: "127.0.0.1",
    port: local.port,
    protocol: "http",
    maxNetworkRetries: 0,
  });
  return { local, stripe };
}

export async function postForm(
  url: string,
  fields: Record<string, string>,
): Promise<{ status: number; location: string | null; html: string }> {
  const res = await fetch(url, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), html: await res.text() };
}

export async function createSession(
  stripe: Stripe,
  extra: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Promise<Stripe.Checkout.Session> {
  return stripe.checkout.sessions.create({
    mode: "payment",
    line_items: [
      { price_data: { currency: "usd", unit_amount: 4999, product_data: { name: "Premium Song" } }, quantity: 1 },
      {
        price_data: { currency: "usd", unit_amount: 2500, product_data: { name: "Rush Delivery, 24-48 hours" } },
        quantity: 1,
      },
    ],
    success_url: "http://localhost:5173/payment-success?session_id={CHECKOUT_SESSION_ID}",
    cancel_url: "http://localhost:5173/payment-cancelled",
    customer_email: "buyer@example.com",
    client_reference_id: "user-123",
    metadata: { package: "premium", addOns: "rush" },
    ...extra,
  });
}

/** The Stripe error a call fails with (a test failure when it succeeds). */
export async function stripeError(p: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) return err;
    throw err;
  }
  throw new Error("expected a Stripe error");
}

/** Onboards a connected account through an Account Link and the hosted page, with a test bank account. */
export async function onboard(stripe: Stripe, accountId: string, accountNumber = "000123456789"): Promise<void> {
  const link = await stripe.accountLinks.create({
    account: accountId,
    type: "account_onboarding",
    refresh_url: "http://localhost/refresh",
    return_url: "http://localhost/return",
  });
  await fetch(link.url);
  const done = await postForm(link.url, {
    routing_number: "110000000",
    account_number: accountNumber,
    outcome: "complete",
  });
  if (done.status !== 303) throw new Error(`onboarding failed: ${done.html}`);
}

/**
 * A succeeded charge paid on the hosted page (by default $74.99 with 4242...): the `source_transaction`
 * of a transfer. `form` changes the page's fields (another test card), `extra` the session.
 */
export async function paidCharge(
  stripe: Stripe,
  form: Record<string, string> = {},
  extra: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Promise<Stripe.Charge> {
  const session = await createSession(stripe, extra);
  const paid = await postForm(session.url as string, { ...GOOD_FORM, ...form });
  if (paid.status !== 303) throw new Error(`the hosted page did not pay (${paid.status}): ${paid.html}`);
  const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ["payment_intent.latest_charge"] });
  return (done.payment_intent as Stripe.PaymentIntent).latest_charge as Stripe.Charge;
}

/** The events of a type the server sent, newest first (`/_local/events`). */
export async function sentEvents(local: StripeLocal, type: string): Promise<Stripe.Event[]> {
  const res = await fetch(`${local.url}/_local/events?type=${encodeURIComponent(type)}`);
  return ((await res.json()) as { data: Stripe.Event[] }).data;
}

/** Posts to one of the server's `/_local` test hooks with a JSON body. */
export async function localHook(local: StripeLocal, path: string, body: Record<string, string> = {}): Promise<unknown> {
  const res = await fetch(`${local.url}/_local/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`/_local/${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}
