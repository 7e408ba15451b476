/**
 * Runs the local Stripe server: `npx tsx packages/stripe-local/src/main.ts --port 12111
 *   [--webhook-url http://127.0.0.1:5001/demo-songs/us-central1/api/stripe/webhook]
 *   [--webhook-secret whsec_...] [--api-key sk_test_...] [--public-url http://localhost:12111]
 *   [--connect-webhook-url URL --connect-webhook-secret whsec_...] [--payout-delay-ms 3000]
 *   [--dispute-delay-ms 2000]`
 * Each flag also reads an environment variable: STRIPE_LOCAL_PORT, STRIPE_WEBHOOK_URL,
 * STRIPE_WEBHOOK_SECRET, STRIPE_SECRET_KEY, STRIPE_LOCAL_PUBLIC_URL, STRIPE_CONNECT_WEBHOOK_URL,
 * STRIPE_CONNECT_WEBHOOK_SECRET, STRIPE_LOCAL_PAYOUT_DELAY_MS, STRIPE_LOCAL_DISPUTE_DELAY_MS.
 */
import { parseArgs } from "node:util";
import { startStripeLocal } from "./server";

const { values } = parseArgs({
  options: {
    port: { type: "string" },
    host: { type: "string" },
    "webhook-url": { type: "string" },
    "webhook-secret": { type: "string" },
    "api-key": { type: "string" },
    "public-url": { type: "string" },
    "connect-webhook-url": { type: "string" },
    "connect-webhook-secret": { type: "string" },
    "payout-delay-ms": { type: "string" },
    "dispute-delay-ms": { type: "string" },
    quiet: { type: "boolean" },
  },
});

const port = Number(values.port ?? process.env.STRIPE_LOCAL_PORT ?? 12111);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`stripe-local: invalid port ${String(values.port)}`);
  process.exit(2);
}
const webhookSecret = values["webhook-secret"] ?? process.env.STRIPE_WEBHOOK_SECRET ?? "whsec_local";
/** A delay flag (or its environment variable) in milliseconds; undefined when absent. */
function delayMs(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0) {
    console.error(`stripe-local: invalid ${name} delay ${raw}`);
    process.exit(2);
  }
  return ms;
}
const payoutDelayMs = delayMs("payout", values["payout-delay-ms"] ?? process.env.STRIPE_LOCAL_PAYOUT_DELAY_MS);
const disputeDelayMs = delayMs("dispute", values["dispute-delay-ms"] ?? process.env.STRIPE_LOCAL_DISPUTE_DELAY_MS);

const local = await startStripeLocal({
  port,
  host: values.host,
  webhookUrl: values["webhook-url"] ?? process.env.STRIPE_WEBHOOK_URL,
  webhookSecret,
  apiKey: values["api-key"] ?? process.env.STRIPE_SECRET_KEY,
  publicUrl: values["public-url"] ?? process.env.STRIPE_LOCAL_PUBLIC_URL,
  connectWebhookUrl: values["connect-webhook-url"] ?? process.env.STRIPE_CONNECT_WEBHOOK_URL,
  connectWebhookSecret: values["connect-webhook-secret"] ?? process.env.STRIPE_CONNECT_WEBHOOK_SECRET,
  payoutDelayMs,
  disputeDelayMs,
  log: values.quiet ? undefined : (line) => console.log(`stripe-local: ${line}`),
});
console.log(`stripe-local: listening on ${local.url}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void local.stop().then(() => process.exit(0));
  });
}
