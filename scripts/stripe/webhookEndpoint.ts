import type Stripe from "stripe";
import { STRIPE_API_VERSION } from "../../functions/src/adapters/stripe/createStripeClient";
import { STRIPE_WEBHOOK_EVENTS } from "../../functions/src/payments/webhookEvents";
import { STRIPE_CONNECT_WEBHOOK_EVENTS } from "../../functions/src/payouts";

export interface WebhookEndpointResult {
  action: "created" | "replaced" | "updated" | "unchanged";
  endpoint: Stripe.WebhookEndpoint;
  /** Only when created (or replaced): Stripe shows an endpoint's signing secret once. */
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
 * Stripe's API never says whether an endpoint receives connected accounts' events (`connect` is
 * a create parameter only, and fixed once created), so each endpoint this script creates records
 * its kind in its metadata.
 */
export const ENDPOINT_KIND_KEY = "endpoint_kind";

/** An endpoint already at the URL that cannot serve as this kind: updating its events would not change what it receives. */
export class WebhookEndpointConflict extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookEndpointConflict";
  }
}

/**
 * The kind an existing endpoint is known to be: its recorded kind, else the account's (what the
 * dashboard and the API create unless told otherwise). A Connect endpoint is known only by its record.
 */
const kindOf = (endpoint: Stripe.WebhookEndpoint): WebhookEndpointKind =>
  endpoint.metadata?.[ENDPOINT_KIND_KEY] === "connect" ? "connect" : "account";

function conflictMessage(existing: Stripe.WebhookEndpoint, kind: WebhookEndpointKind): string {
  const secretName = WEBHOOK_ENDPOINTS[kind].secretName;
  return kind === "connect"
    ? `The endpoint ${existing.id} at ${existing.url} is not known to be a Connect endpoint (npm run stripe:webhook did not create it as one, and Stripe's API does not say). Updating its events would leave it receiving the platform account's events only, so the artists' ${WEBHOOK_ENDPOINTS.connect.events.join(", ")} would never arrive. Run again with --replace to delete it and create a Connect endpoint at the same address (it prints the new signing secret: store it as ${secretName}, even if the dashboard already lists it under "Connected accounts"), or delete it in Stripe's dashboard (Developers > Webhooks).`
    : `The endpoint ${existing.id} at ${existing.url} receives the connected accounts' events (created as a Connect endpoint), not the platform account's: orders and refunds would never arrive. Run again with --replace to delete it and create the account's endpoint (store its new signing secret as ${secretName}), or give the webhook another address.`;
}

/**
 * Makes the webhook endpoint for `url` subscribe to exactly its kind's events (STRIPE_WEBHOOK_EVENTS,
 * or STRIPE_CONNECT_WEBHOOK_EVENTS on a `connect` endpoint), at the API version the functions pin:
 * creates it, or updates the one already there (enabling it again if it was disabled, recording its
 * kind). One that is not known to be of the kind (Stripe cannot turn an endpoint into a Connect one,
 * or back) is refused with a WebhookEndpointConflict, or with `replace` deleted and created again as
 * the kind. Stripe cannot change an existing endpoint's API version; that is reported.
 */
export async function syncWebhookEndpoint(
  stripe: Stripe,
  url: string,
  kind: WebhookEndpointKind = "account",
  { replace = false }: { replace?: boolean } = {},
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
  const create = async () => {
    const created = await stripe.webhookEndpoints.create({
      url,
      enabled_events: events as Stripe.WebhookEndpointCreateParams.EnabledEvent[],
      api_version: STRIPE_API_VERSION as Stripe.WebhookEndpointCreateParams.ApiVersion,
      description: spec.description,
      metadata: { [ENDPOINT_KIND_KEY]: kind },
      ...(spec.connect ? { connect: true } : {}),
    });
    return { endpoint: created, secret: created.secret, warnings: [] };
  };
  if (!existing) return { action: "created", ...(await create()) };
  if (kindOf(existing) !== kind) {
    if (!replace) throw new WebhookEndpointConflict(conflictMessage(existing, kind));
    await stripe.webhookEndpoints.del(existing.id);
    return { action: "replaced", ...(await create()) };
  }
  const warnings: string[] = [];
  if (existing.api_version && existing.api_version !== STRIPE_API_VERSION) {
    warnings.push(
      `The endpoint's API version is ${existing.api_version}, not ${STRIPE_API_VERSION}; Stripe cannot change it in place: delete the endpoint in the dashboard and run this again (then set the new signing secret).`,
    );
  }
  const sameEvents = [...existing.enabled_events].sort().join() === events.join();
  const recorded = existing.metadata?.[ENDPOINT_KIND_KEY] === kind;
  if (sameEvents && existing.status === "enabled" && recorded)
    return { action: "unchanged", endpoint: existing, warnings };
  const updated = await stripe.webhookEndpoints.update(existing.id, {
    enabled_events: events as Stripe.WebhookEndpointUpdateParams.EnabledEvent[],
    disabled: false,
    metadata: { [ENDPOINT_KIND_KEY]: kind },
  });
  return { action: "updated", endpoint: updated, warnings };
}
