import type Stripe from "stripe";
import { STRIPE_API_VERSION } from "../../functions/src/adapters/stripe/createStripeClient";
import { STRIPE_WEBHOOK_EVENTS } from "../../functions/src/payments/webhookEvents";
import { STRIPE_CONNECT_WEBHOOK_EVENTS } from "../../functions/src/payouts";

export interface WebhookEndpointResult {
  action: "created" | "updated" | "unchanged";
  endpoint: Stripe.WebhookEndpoint;
  /** Only when created: Stripe shows an endpoint's signing secret once. */
  secret?: string;
  /** What could not be changed in place, for the person running it. */
  warnings: string[];
}

/**
 * The two endpoints: the platform account's own events, and the Connect endpoint (`connect: true`)
 * that receives the artists' connected accounts' events, each with its own signing secret.
 */
export const WEBHOOK_ENDPOINTS = {
  account: {
    events: STRIPE_WEBHOOK_EVENTS,
    connect: false,
    description: "Songs From The Heart: orders, expired checkouts, failed payments, refunds",
    secretName: "STRIPE_WEBHOOK_SECRET",
  },
  connect: {
    events: STRIPE_CONNECT_WEBHOOK_EVENTS,
    connect: true,
    description: "Songs From The Heart: artists' payout accounts (Connect)",
    secretName: "STRIPE_CONNECT_WEBHOOK_SECRET",
  },
} as const;

export type WebhookEndpointKind = keyof typeof WEBHOOK_ENDPOINTS;

/** The Connect endpoint's address beside the account endpoint's: /api/stripe/webhook -> /api/stripe/connect-webhook. */
export const connectWebhookUrlOf = (url: string) => new URL("connect-webhook", url).href;

/**
 * Makes the webhook endpoint for `url` subscribe to exactly its kind's events (STRIPE_WEBHOOK_EVENTS,
 * or STRIPE_CONNECT_WEBHOOK_EVENTS on a `connect` endpoint), at the API version the functions pin:
 * creates it, or updates the one already there (enabling it again if it was disabled). Stripe cannot
 * change an existing endpoint's API version; that is reported.
 */
export async function syncWebhookEndpoint(
  stripe: Stripe,
  url: string,
  kind: WebhookEndpointKind = "account",
): Promise<WebhookEndpointResult> {
  const spec = WEBHOOK_ENDPOINTS[kind];
  const events = [...spec.events].sort();
  let existing: Stripe.WebhookEndpoint | undefined;
  for await (const endpoint of stripe.webhookEndpoints.list({ limit: 100 })) {
    if (endpoint.url === url) {
      existing = endpoint;
      break;
    }
  }
  if (!existing) {
    const created = await stripe.webhookEndpoints.create({
      url,
      enabled_events: events as Stripe.WebhookEndpointCreateParams.EnabledEvent[],
      api_version: STRIPE_API_VERSION as Stripe.WebhookEndpointCreateParams.ApiVersion,
      description: spec.description,
      ...(spec.connect ? { connect: true } : {}),
    });
    return { action: "created", endpoint: created, secret: created.secret, warnings: [] };
  }
  const warnings: string[] = [];
  if (existing.api_version && existing.api_version !== STRIPE_API_VERSION) {
    warnings.push(
      `The endpoint's API version is ${existing.api_version}, not ${STRIPE_API_VERSION}; Stripe cannot change it in place: delete the endpoint in the dashboard and run this again (then set the new signing secret).`,
    );
  }
  const sameEvents = [...existing.enabled_events].sort().join() === events.join();
  if (sameEvents && existing.status === "enabled") return { action: "unchanged", endpoint: existing, warnings };
  const updated = await stripe.webhookEndpoints.update(existing.id, {
    enabled_events: events as Stripe.WebhookEndpointUpdateParams.EnabledEvent[],
    disabled: false,
  });
  return { action: "updated", endpoint: updated, warnings };
}
