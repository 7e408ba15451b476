/**
 * A Stripe-compatible local server for the marketplace's local stack and tests: the endpoints the
 * app calls, Stripe's encodings, object shapes and errors, a hosted test checkout page and signed
 * webhooks. State lives in memory. See the package README.
 */
import { createServer } from "node:http";
import { type AddressInfo } from "node:net";
import { createAccount } from "./account/Account";
import { sweepExpired } from "./account/checkoutSessions";
import { balanceObject } from "./account/balance";
import { listPayouts } from "./account/payouts";
import { type Json } from "./account/records";
import { cancelScheduled } from "./account/scheduled";
import { StripeLocalError } from "./errors";
import { connectPagesHandler } from "./hostedPage/handleConnectPages";
import { hostedPageHandler } from "./hostedPage/handleHostedPage";
import { apiRequestHandler } from "./http/handleApiRequest";
import { localHooksHandler } from "./http/handleLocalHooks";
import { HttpError } from "./http/readBody";
import { jsonSender } from "./http/responses";
import { WebhookDeliverer, delivererOf, type Deliverers } from "./webhooks/WebhookDeliverer";

export interface StripeLocalOptions {
  /** 0 or absent: a free port. */
  port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** Where events are POSTed; without it events are only recorded (see setWebhookUrl). */
  webhookUrl?: string;
  /** The endpoint secret (`whsec_...`) that signs every delivery. */
  webhookSecret: string;
  /** The only secret key accepted; default: any `sk_test_...` or `rk_test_...` key. */
  apiKey?: string;
  /** Base of the hosted page URLs (`<publicUrl>/c/pay/<id>`); default http://<host>:<port>. */
  publicUrl?: string;
  /** Where Connect events (those of connected accounts, with their `account` field) are POSTed. */
  connectWebhookUrl?: string;
  /** The Connect endpoint's own secret (`whsec_...`); required with `connectWebhookUrl`. */
  connectWebhookSecret?: string;
  /** Wait from a transfer landing to its automatic payout, and from pending to paid or failed; default 3000. */
  payoutDelayMs?: number;
  /** Wait from a payment with a dispute test card to its dispute, and from decisive evidence to the outcome; default 2000. */
  disputeDelayMs?: number;
  /** Waits before each webhook retry; default [1000, 2000, 4000, 8000] (five attempts in all). */
  webhookRetryDelaysMs?: number[];
  /** Receives one line per request problem and webhook attempt. */
  log?: (line: string) => void;
}

export interface StripeLocal {
  url: string;
  port: number;
  stop(): Promise<void>;
  setWebhookUrl(url: string | undefined): void;
  /** The Connect endpoint, when known only later (undefined: record only). */
  setConnectWebhookUrl(url: string | undefined): void;
  /** Resolves when every webhook delivery under way has finished or given up. */
  webhooksIdle(): Promise<void>;
}

/** Stripe's API version stamped on events when no request named one (stripe-node 23's default). */
const DEFAULT_API_VERSION = "2026-10-28.endive";
export async function startStripeLocal(options: StripeLocalOptions): Promise<StripeLocal> {
  if (!options.webhookSecret) throw new Error("startStripeLocal: webhookSecret is required");
  if (options.connectWebhookUrl && !options.connectWebhookSecret)
    throw new Error("startStripeLocal: connectWebhookSecret is required with connectWebhookUrl");
  const host = options.host ?? "127.0.0.1";
  let webhookUrl = options.webhookUrl;
  let connectWebhookUrl = options.connectWebhookUrl;
  let publicUrl = options.publicUrl?.replace(/\/+$/, "") ?? "";
  let apiVersion = DEFAULT_API_VERSION;
  const log = options.log;

  const retryDelaysMs = options.webhookRetryDelaysMs ?? [1000, 2000, 4000, 8000];
  const deliverers: Deliverers = {
    platform: new WebhookDeliverer({ secret: options.webhookSecret, url: () => webhookUrl, retryDelaysMs, log }),
    // Connect events go to their own endpoint, signed with its own secret, as on Stripe.
    connect: new WebhookDeliverer({
      secret: options.connectWebhookSecret ?? "",
      url: () => (options.connectWebhookSecret ? connectWebhookUrl : undefined),
      retryDelaysMs,
      log,
    }),
  };
  const account = createAccount({
    publicUrl: () => publicUrl,
    apiVersion: () => apiVersion,
    onEvent: (event) => delivererOf(deliverers, event).enqueue(event),
    payoutDelayMs: () => options.payoutDelayMs ?? 3000,
    disputeDelayMs: () => options.disputeDelayMs ?? 2000,
  });
  const sendJson = jsonSender(() => apiVersion);
  const handleApi = apiRequestHandler({
    account,
    apiKey: options.apiKey,
    useApiVersion: (version) => {
      apiVersion = version;
    },
    sendJson,
  });
  const handleLocal = localHooksHandler(account, deliverers, sendJson);
  const handlePage = hostedPageHandler(account);
  const handleConnectPage = connectPagesHandler(account, {
    available: (id) => balanceObject(account, id).available as Json[],
    payouts: (id) => listPayouts(account, id, { limit: "100" }).data as Json[],
  });

  const server = createServer((req, res) => {
    const method = (req.method ?? "GET").toUpperCase();
    const url = new URL(req.url ?? "/", "http://localhost");
    const route = async () => {
      if (url.pathname === "/health" && (method === "GET" || method === "HEAD")) {
        sendJson(res, 200, { status: "ok" });
      } else if (url.pathname.startsWith("/v1/")) {
        await handleApi(req, res, method, url);
      } else if (url.pathname.startsWith("/_local/")) {
        await handleLocal(req, res, method, url);
      } else if (url.pathname.startsWith("/c/pay/")) {
        await handlePage(req, res, method, url);
      } else if (url.pathname.startsWith("/setup/e/") || url.pathname.startsWith("/express/")) {
        await handleConnectPage(req, res, method, url);
      } else {
        sendJson(res, 404, {
          error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${url.pathname}).` },
        });
      }
    };
    route().catch((err: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (err instanceof StripeLocalError) {
        log?.(`${method} ${url.pathname} -> ${err.status} ${err.message}`);
        sendJson(res, err.status, err.toJSON());
      } else if (err instanceof HttpError) {
        sendJson(res, err.status, { error: { type: "invalid_request_error", message: err.message } });
      } else {
        log?.(`${method} ${url.pathname} -> 500 ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
        sendJson(res, 500, {
          error: { type: "api_error", message: "An unexpected error occurred in the local Stripe server." },
        });
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  // A wildcard address is not somewhere to send a browser: name the loopback address instead.
  const reachable = host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "::1" : host;
  const url = `http://${reachable.includes(":") ? `[${reachable}]` : reachable}:${port}`;
  if (!publicUrl) publicUrl = url;
  const sweep = setInterval(() => sweepExpired(account), 5000);
  sweep.unref();

  return {
    url,
    port,
    setWebhookUrl(next) {
      webhookUrl = next;
    },
    setConnectWebhookUrl(next) {
      connectWebhookUrl = next;
    },
    webhooksIdle: async () => {
      await Promise.all([deliverers.platform.idle(), deliverers.connect.idle()]);
    },
    async stop() {
      clearInterval(sweep);
      cancelScheduled(account);
      deliverers.platform.stop();
      deliverers.connect.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
