import Stripe from "stripe";

/** How long one call to Stripe may take before it counts as unreachable (stripe-node's default is 80 s). */
const STRIPE_TIMEOUT_MS = 20_000;

/**
 * The Stripe API version every call and the webhook endpoint use: the one this stripe-node release
 * is typed for. Pinned, so a change in the account's default version cannot reshape the objects
 * the webhook receives; create the webhook endpoint with the same version (docs/deploy-checklist.md)
 * and move both together when upgrading stripe-node.
 */
export const STRIPE_API_VERSION = "2026-10-28.endive";

/** What the client needs: the account's secret key and, under the emulators, the local server's URL. */
export interface StripeConnection {
  secretKey: string;
  /** The local Stripe-compatible server (`http://127.0.0.1:12111`), only under the emulators. */
  apiUrl?: string;
}

/**
 * The one stripe-node client of an instance. Under the emulators `apiUrl` points it at the local
 * Stripe-compatible server; the calls and their encoding are the same as against Stripe.
 */
export function createStripeClient(config: StripeConnection): Stripe {
  const options: Stripe.StripeConfig = {
    apiVersion: STRIPE_API_VERSION,
    timeout: STRIPE_TIMEOUT_MS,
    // stripe-node sends an idempotency key with every POST, so retrying a create is safe.
    maxNetworkRetries: 2,
    appInfo: { name: "songs-from-the-heart" },
  };
  if (config.apiUrl) {
    const url = new URL(config.apiUrl);
    options.protocol = url.protocol === "https:" ? "https" : "http";
    options.host = url.hostname;
    if (url.port) options.port = Number(url.port);
  }
  return new Stripe(config.secretKey, options);
}
