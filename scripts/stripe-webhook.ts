/**
 * `npm run stripe:webhook -- --url https://<site>/api/stripe/webhook`: creates or updates the
 * Stripe webhook endpoint of the account whose secret key is in STRIPE_SECRET_KEY, subscribed to
 * the events the webhook handles (functions/src/payments/webhookEvents.ts) at the pinned API version.
 * A new endpoint's signing secret is printed once: store it with
 * `firebase functions:secrets:set STRIPE_WEBHOOK_SECRET`.
 */
import { createStripeClient } from "../functions/src/adapters/stripe/createStripeClient";
import { syncWebhookEndpoint } from "./stripe/webhookEndpoint";

const args = process.argv.slice(2);
const urlAt = args.indexOf("--url");
const url = urlAt >= 0 ? args[urlAt + 1] : undefined;
const secretKey = process.env.STRIPE_SECRET_KEY?.trim();
// STRIPE_API_URL points the client at the local Stripe-compatible server, as in the local stack.
const apiUrl = process.env.STRIPE_API_URL?.trim();

if (!url || !secretKey) {
  console.error("Usage: STRIPE_SECRET_KEY=sk_... npm run stripe:webhook -- --url https://<site>/api/stripe/webhook");
  process.exit(2);
}
if (!url.startsWith("https://") && !apiUrl) {
  console.error(`Stripe delivers webhooks to https addresses only; ${url} is not one.`);
  process.exit(2);
}

try {
  const stripe = createStripeClient({ secretKey, webhookSecret: "", connectWebhookSecret: "", ...(apiUrl ? { apiUrl } : {}) });
  const { action, endpoint, secret, warnings } = await syncWebhookEndpoint(stripe, url);
  console.log(`✔ Webhook endpoint ${endpoint.id} ${action}: ${endpoint.url}\n  events: ${endpoint.enabled_events.join(", ")}\n  API version: ${endpoint.api_version ?? "(the account's default)"}`);
  if (secret) console.log(`\n  Signing secret (shown once): ${secret}\n  Store it: firebase functions:secrets:set STRIPE_WEBHOOK_SECRET`);
  for (const warning of warnings) console.warn(`⚠ ${warning}`);
  process.exit(warnings.length > 0 ? 1 : 0);
} catch (error) {
  console.error(`Could not create or update the webhook endpoint: ${String(error)}`);
  process.exit(1);
}
