import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripeLocal, type StripeLocal } from "@songs/stripe-local";
import type Stripe from "stripe";
import { createStripeClient, STRIPE_API_VERSION } from "../../functions/src/adapters/stripe/createStripeClient";
import { STRIPE_WEBHOOK_EVENTS } from "../../functions/src/payments/webhookEvents";
import { STRIPE_CONNECT_WEBHOOK_EVENTS } from "../../functions/src/payouts";
import { connectWebhookUrlOf, syncWebhookEndpoint, WebhookEndpointConflict } from "./webhookEndpoint";

const KEY = "sk_test_webhook_endpoint";
const URL_ = "https://songs.example.com/api/stripe/webhook";

let local: StripeLocal;
let stripe: Stripe;
beforeAll(async () => {
  local = await startStripeLocal({ port: 0, apiKey: KEY, webhookSecret: "whsec_local" });
  stripe = createStripeClient({ secretKey: KEY, apiUrl: local.url });
});
afterAll(() => local.stop());

describe("npm run stripe:webhook", () => {
  it("creates the endpoint with every event the webhook handles (payment failures included) at the pinned API version", async () => {
    const result = await syncWebhookEndpoint(stripe, URL_);
    expect(result.action).toBe("created");
    expect(result.secret).toMatch(/^whsec_/);
    expect([...result.endpoint.enabled_events].sort()).toEqual([...STRIPE_WEBHOOK_EVENTS].sort());
    expect(result.endpoint.enabled_events).toContain("payment_intent.payment_failed");
    expect(result.endpoint.api_version).toBe(STRIPE_API_VERSION);
  });

  it("leaves a matching endpoint alone and brings an outdated or disabled one up to the list", async () => {
    expect((await syncWebhookEndpoint(stripe, URL_)).action).toBe("unchanged");
    const [endpoint] = (await stripe.webhookEndpoints.list()).data.filter((candidate) => candidate.url === URL_);
    await stripe.webhookEndpoints.update(endpoint!.id, {
      enabled_events: ["checkout.session.completed"],
      disabled: true,
    });
    const result = await syncWebhookEndpoint(stripe, URL_);
    expect(result).toMatchObject({ action: "updated", endpoint: { id: endpoint!.id, status: "enabled" } });
    expect([...result.endpoint.enabled_events].sort()).toEqual([...STRIPE_WEBHOOK_EVENTS].sort());
    expect((await stripe.webhookEndpoints.list()).data.filter((candidate) => candidate.url === URL_)).toHaveLength(1);
  });
});

describe("npm run stripe:webhook: the Connect endpoint", () => {
  it("creates a Connect endpoint beside the account's with the Connect events, then leaves it alone", async () => {
    const connectUrl = connectWebhookUrlOf(URL_);
    expect(connectUrl).toBe("https://songs.example.com/api/stripe/connect-webhook");
    const result = await syncWebhookEndpoint(stripe, connectUrl, "connect");
    expect(result.action).toBe("created");
    expect(result.secret).toMatch(/^whsec_/);
    expect([...result.endpoint.enabled_events].sort()).toEqual([...STRIPE_CONNECT_WEBHOOK_EVENTS].sort());
    expect((await syncWebhookEndpoint(stripe, connectUrl, "connect")).action).toBe("unchanged");
  });
});

describe("npm run stripe:webhook: an endpoint of the wrong kind at an address", () => {
  const site = "https://other.example.com/api/stripe/webhook";
  const connectUrl = connectWebhookUrlOf(site);
  const endpointsAt = async (url: string) =>
    (await stripe.webhookEndpoints.list({ limit: 100 })).data.filter((endpoint) => endpoint.url === url);

  it("refuses a non-Connect endpoint at the Connect address, saying why, and changes nothing", async () => {
    // As one made in the dashboard (or by this script before it recorded kinds): Stripe does not say it is not Connect.
    const made = await stripe.webhookEndpoints.create({ url: connectUrl, enabled_events: ["account.updated"] });
    await expect(syncWebhookEndpoint(stripe, connectUrl, "connect")).rejects.toThrow(WebhookEndpointConflict);
    await expect(syncWebhookEndpoint(stripe, connectUrl, "connect")).rejects.toThrow(
      new RegExp(`The endpoint ${made.id} at ${connectUrl} is not known to be a Connect endpoint.*--replace`),
    );
    expect(await endpointsAt(connectUrl)).toEqual([
      expect.objectContaining({ id: made.id, enabled_events: ["account.updated"], metadata: {} }),
    ]);
  });

  it("with --replace, deletes it and creates a Connect endpoint there, with a new signing secret", async () => {
    const [old] = await endpointsAt(connectUrl);
    const result = await syncWebhookEndpoint(stripe, connectUrl, "connect", { replace: true });
    expect(result.action).toBe("replaced");
    expect(result.secret).toMatch(/^whsec_/);
    expect(result.endpoint.id).not.toBe(old!.id);
    expect([...result.endpoint.enabled_events].sort()).toEqual([...STRIPE_CONNECT_WEBHOOK_EVENTS].sort());
    expect(await endpointsAt(connectUrl)).toEqual([expect.objectContaining({ id: result.endpoint.id })]);
    await expect(stripe.webhookEndpoints.del(old!.id)).rejects.toThrow(`No such webhook endpoint: '${old!.id}'`);
    expect((await syncWebhookEndpoint(stripe, connectUrl, "connect")).action).toBe("unchanged");
  });

  it("refuses a Connect endpoint at the account's address, and adopts an account endpoint it did not create", async () => {
    await expect(syncWebhookEndpoint(stripe, connectUrl, "account")).rejects.toThrow(
      /receives the connected accounts' events .* orders and refunds would never arrive/,
    );
    const made = await stripe.webhookEndpoints.create({ url: site, enabled_events: ["checkout.session.completed"] });
    const result = await syncWebhookEndpoint(stripe, site, "account");
    expect(result).toMatchObject({ action: "updated", endpoint: { id: made.id } });
    expect([...result.endpoint.enabled_events].sort()).toEqual([...STRIPE_WEBHOOK_EVENTS].sort());
    expect((await syncWebhookEndpoint(stripe, site, "account")).action).toBe("unchanged");
  });
});

describe("the deploy checklist's Stripe step", () => {
  it("runs npm run stripe:webhook and names exactly the events the webhook handles", () => {
    const checklist = readFileSync(path.join(import.meta.dirname, "../../docs/deploy-checklist.md"), "utf8");
    expect(checklist).toContain("npm run stripe:webhook -- --url https://<site>/api/stripe/webhook");
    const named = new Set(checklist.match(/\b(?:checkout\.session|payment_intent|charge)(?:\.[a-z_]+)+\b/g));
    expect([...named].sort()).toEqual([...STRIPE_WEBHOOK_EVENTS].sort());
    for (const event of STRIPE_CONNECT_WEBHOOK_EVENTS) expect(checklist).toContain(`\`${event}\``);
  });
});
