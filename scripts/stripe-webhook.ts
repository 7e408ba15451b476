/**
 * `npm run stripe:webhook -- --url https://<site>/api/stripe/webhook [--connect-url URL] [--replace]`:
 * creates or updates the two Stripe webhook endpoints of the account whose secret key is in
 * STRIPE_SECRET_KEY, at the pinned API version: the account's own, subscribed to the events the
 * webhook handles (functions/src/payments/webhookEvents.ts), and the Connect endpoint (`connect:
 * true`, default `https://<site>/api/stripe/connect-webhook`) subscribed to the artists' connected
 * accounts' events (functions/src/payouts/connectEvents.ts). A new endpoint's signing secret is
 * printed once: store it with `firebase functions:secrets:set STRIPE_WEBHOOK_SECRET` (or
 * `STRIPE_CONNECT_WEBHOOK_SECRET`). An endpoint already at an address that is not known to be of
 * its kind (one made in the dashboard at the Connect address, say) is refused with the reason;
 * `--replace` deletes it and creates the right kind (a new signing secret).
 */
import { createStripeClient } from "../functions/src/adapters/stripe/createStripeClient";
import {
  connectWebhookUrlOf,
  syncWebhookEndpoint,
  WEBHOOK_ENDPOINTS,
  WebhookEndpointConflict,
  type WebhookEndpointKind,
} from "./stripe/webhookEndpoint";

const args = process.argv.slice(2);
const urlAt = args.indexOf("--url");
const url = urlAt >= 0 ? args[urlAt + 1] : undefined;
const connectUrlAt = args.indexOf("--connect-url");
const replace = args.includes("--replace");
const secretKey = process.env.STRIPE_SECRET_KEY?.trim();
// STRIPE_API_URL points the client at the local Stripe-compatible server, as in the local stack.
const apiUrl = process.env.STRIPE_API_URL?.trim();

if (!url || !secretKey) {
  console.error(
    "Usage: STRIPE_SECRET_KEY=sk_... npm run stripe:webhook -- --url https://<site>/api/stripe/webhook [--connect-url https://<site>/api/stripe/connect-webhook] [--replace]",
  );
  process.exit(2);
}
const connectUrl = connectUrlAt >= 0 ? args[connectUrlAt + 1] : connectWebhookUrlOf(url);
for (const address of [url, connectUrl]) {
  if (!address?.startsWith("https://") && !apiUrl) {
    console.error(`Stripe delivers webhooks to https addresses only; ${address} is not one.`);
    process.exit(2);
  }
}

try {
  const stripe = createStripeClient({ secretKey, ...(apiUrl ? { apiUrl } : {}) });
  let warned = false;
  for (const [kind, address] of [
    ["account", url],
    ["connect", connectUrl!],
  ] as [WebhookEndpointKind, string][]) {
    const { action, endpoint, secret, warnings } = await syncWebhookEndpoint(stripe, address, kind, { replace });
    console.log(
      `✔ ${kind === "connect" ? "Connect webhook" : "Webhook"} endpoint ${endpoint.id} ${action}: ${endpoint.url}\n  events: ${endpoint.enabled_events.join(", ")}\n  API version: ${endpoint.api_version ?? "(the account's default)"}`,
    );
    if (secret)
      console.log(
        `\n  Signing secret (shown once): ${secret}\n  Store it: firebase functions:secrets:set ${WEBHOOK_ENDPOINTS[kind].secretName}`,
      );
    for (const warning of warnings) console.warn(`⚠ ${warning}`);
    warned ||= warnings.length > 0;
  }
  process.exit(warned ? 1 : 0);
} catch (error) {
  console.error(
    error instanceof WebhookEndpointConflict
      ? `✖ ${error.message}`
      : `Could not create or update the webhook endpoint: ${String(error)}`,
  );
  process.exit(1);
}
