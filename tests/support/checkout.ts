import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import Stripe from "stripe";
import { inject } from "vitest";
import type { BlobStore } from "../../functions/src/adapters/blobs/BlobStore";
import { createStripeClient } from "../../functions/src/adapters/stripe/createStripeClient";
import { createApp } from "../../functions/src/app";
import { apiRoutes, withFollowUpRunner } from "../../functions/src/capabilities";
import { loadRuntimeConfig } from "../../functions/src/config";
import { PROJECT_ID } from "../../scripts/stack/startStack";
import { signatureHeader } from "@songs/stripe-local";
import { GOOD_FORM } from "@songs/stripe-local/testing";
import { type CheckoutResponse } from "@songs/domain";
import { stackAdminApp } from "./adminSession";
import { api, signIn, type ApiResponse } from "./api";
import { createTestUser, type TestUser } from "./users";
import "./stackContext";
import { ensureLocalSecrets, localVapidKeys } from "../../scripts/stack/localSecrets";
import { REPO_ROOT } from "../../scripts/stack/repoRoot";
import { DECLINED_CARD, PAYING_CARD } from "../../scripts/site/hostedCheckout";

/** Checkout and payment steps against the running stack and its local Stripe server. */

export { DECLINED_CARD, PAYING_CARD };

/** The stack's Firestore, under the name the checkout, payment and browser suites use. */
export { stackFirestore as stackDb } from "./adminSession";

/** stripe-node against the local Stripe server, as the api function uses it. */
export function localStripe(): Stripe {
  const url = new URL(inject("stripeUrl"));
  return new Stripe(inject("stripeSecretKey"), {
    host: url.hostname,
    port: Number(url.port),
    protocol: "http",
    maxNetworkRetries: 0,
  });
}

/** The PaymentIntent's charge, as the local Stripe server holds it. */
export async function chargeOfPayment(paymentIntentId: string): Promise<Stripe.Charge> {
  const intent = await localStripe().paymentIntents.retrieve(paymentIntentId, { expand: ["latest_charge"] });
  return intent.latest_charge as Stripe.Charge;
}

/** What Stripe refunded of the payment in all. */
export const refundedInStripe = async (paymentIntentId: string): Promise<number> =>
  (await chargeOfPayment(paymentIntentId)).amount_refunded;

/** How many refunds Stripe made of the payment (the local server emits one charge.refunded event per refund). */
export const stripeRefundCount = async (paymentIntentId: string): Promise<number> =>
  (await localEvents("charge.refunded")).data.filter(
    (event) => (event.data.object as { payment_intent?: string }).payment_intent === paymentIntentId,
  ).length;

/** A fresh client address per test, so checkout velocity never mixes between tests or runs. */
export function uniqueIp(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

export interface Customer extends TestUser {
  token: string;
  ip: string;
}

/** A new verified account, signed in, with its own client address. */
export async function newCustomer(label = "buyer"): Promise<Customer> {
  const user = await createTestUser({ label });
  return { ...user, token: await signIn(user.email, user.password), ip: uniqueIp() };
}

/** A valid order as the builder sends it; override any field. */
export function orderRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    occasion: "birthday",
    genre: "pop",
    recipientName: "Grandma Rose",
    story: "She taught me to bake bread on Sunday mornings.",
    keyMoments: "The summer at the lake",
    package: "premium",
    addOns: ["rush"],
    ...overrides,
  };
}

export function postCheckout(
  customer: Pick<Customer, "token" | "ip">,
  body: unknown,
): Promise<
  ApiResponse<CheckoutResponse & { error?: { code: string; message: string; fields?: Record<string, string> } }>
> {
  return api("/api/checkout", {
    method: "POST",
    body,
    token: customer.token,
    headers: { "X-Forwarded-For": customer.ip },
  });
}

/** Starts a checkout that must succeed, and answers its session. */
export async function startCheckout(
  customer: Customer,
  overrides: Record<string, unknown> = {},
): Promise<CheckoutResponse & { url: string }> {
  const response = await postCheckout(customer, orderRequest(overrides));
  if (response.status !== 200 || !response.body.url)
    throw new Error(`Checkout failed: ${response.status} ${response.text}`);
  return { sessionId: response.body.sessionId, url: response.body.url };
}

export const SHIPPING_FORM = {
  shipping_name: "Rose Baker",
  shipping_line1: "12 Orchard Lane",
  shipping_city: "Portland",
  shipping_postal_code: "97201",
  shipping_country: "US",
};

/** What the customer fills in on the hosted checkout page besides the defaults: the card, the email, a shipping address. */
export interface HostedPayment {
  card?: string;
  email?: string;
  shipping?: boolean;
}

/** Submits the hosted checkout page as a browser would: a 303 to the success URL when paid. */
export async function payOnHostedPage(
  url: string,
  options: HostedPayment = {},
): Promise<{ status: number; location: string | null; html: string }> {
  const fields: Record<string, string> = {
    ...GOOD_FORM,
    card_number: options.card ?? PAYING_CARD,
    ...(options.email ? { email: options.email } : {}),
    ...(options.shipping ? SHIPPING_FORM : {}),
  };
  const response = await fetch(url, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

/** `POST /api/payments/verify`, through Hosting unless `base` names another server. */
export function verifyPayment(token: string, sessionId: string, base?: string) {
  return api<Record<string, unknown>>("/api/payments/verify", {
    method: "POST",
    body: { sessionId },
    token,
    ...(base ? { base } : {}),
  });
}

interface LocalEvent {
  id: string;
  type: string;
  data: { object: { id: string } };
}
interface LocalEvents {
  data: LocalEvent[];
  deliveries: Record<string, { status?: number; error?: string }[]>;
}

/** The local Stripe server's record of events and their webhook deliveries. */
export async function localEvents(type?: string): Promise<LocalEvents> {
  const url = new URL("/_local/events", inject("stripeUrl"));
  if (type) url.searchParams.set("type", type);
  return (await (await fetch(url)).json()) as LocalEvents;
}

/** The event of `type` the local server raised for a session (waits for it a little). */
export async function eventFor(type: string, sessionId: string): Promise<LocalEvent> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const event = (await localEvents(type)).data.find((e) => e.data.object.id === sessionId);
    if (event) return event;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${type} event for ${sessionId}`);
}

/** Delivers an event to the webhook once more, freshly signed, as Stripe does on a retry. */
export async function resendEvent(eventId: string): Promise<{ delivered: boolean; attempt: { status?: number } }> {
  const response = await fetch(new URL(`/_local/resend/${eventId}`, inject("stripeUrl")), { method: "POST" });
  return (await response.json()) as { delivered: boolean; attempt: { status?: number } };
}

/**
 * Waits until `check` holds (the webhook is delivered in the background, as Stripe does; the
 * Functions emulator may first start a worker for it).
 */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string): Promise<T> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const value = await read();
    if (check(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

export const IN_PROCESS_WEBHOOK_SECRET = "whsec_in_process_api";

/**
 * The api function's Express app in this process, on the stack's Firestore, Auth and local Stripe
 * server, with the real stripe-node client. It serves concurrent requests in one process, as a
 * Cloud Functions instance does (the Functions emulator starts a process per concurrent request).
 * `env` overrides its configuration (for example STRIPE_API_URL).
 */
export async function startApiInProcess(env: Record<string, string> = {}): Promise<{ url: string; close: () => void }> {
  const config = loadRuntimeConfig({
    FUNCTIONS_EMULATOR: "true",
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: inject("authEmulatorHost"),
    STRIPE_SECRET_KEY: inject("stripeSecretKey"),
    STRIPE_WEBHOOK_SECRET: IN_PROCESS_WEBHOOK_SECRET,
    STRIPE_CONNECT_WEBHOOK_SECRET: `${IN_PROCESS_WEBHOOK_SECRET}_connect`,
    STRIPE_API_URL: inject("stripeUrl"),
    MFA_ENCRYPTION_KEY: "0".repeat(64),
    // A key pair of its own: this app sends no notification, but the api function refuses to start without one.
    VAPID_KEYS: localVapidKeys(),
    // The stack's own key: this app's lockout and events must agree with the stack's functions'.
    EMAIL_HASH_KEY: ensureLocalSecrets(REPO_ROOT).EMAIL_HASH_KEY,
    ...env,
  });
  const admin = stackAdminApp();
  const app = createApp(
    withFollowUpRunner({
      config,
      db: getFirestore(admin),
      auth: getAuth(admin),
      blobs: {} as BlobStore,
      stripe: createStripeClient(config.stripe),
    }),
    apiRoutes(),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** A Stripe event in Stripe's envelope, for events a test builds itself (then signs with postSignedEvent). */
export function stripeEvent(
  type: string,
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> },
) {
  return {
    id: `evt_${randomUUID().replaceAll("-", "")}`,
    object: "event",
    type,
    api_version: "2025-08-27.basil",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data,
  };
}

/** POSTs a Stripe event to a webhook URL, signed with `secret` as Stripe signs it. */
export function postSignedEvent(url: string, event: unknown, secret: string): Promise<Response> {
  const payload = JSON.stringify(event);
  return fetch(url, {
    method: "POST",
    body: payload,
    headers: { "Content-Type": "application/json", "Stripe-Signature": signatureHeader(payload, secret) },
  });
}
