/**
 * A Stripe-compatible local server for the marketplace's local stack and tests: the endpoints the
 * app calls, Stripe's encodings, object shapes and errors, a hosted test checkout page and signed
 * webhooks. State lives in memory. See the package README.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { type AddressInfo } from "node:net";
import { parseForm, type FormObject } from "./form";
import { StripeLocalError, invalid } from "./errors";
import { optStringList, rejectUnknown } from "./params";
import { Store, newId, type EventRecord, type Json, type SessionRecord } from "./store";
import { WebhookDeliverer, type DeliveryAttempt } from "./webhooks";
import { FIELDS, MESSAGES, checkPayment, type CheckedPayment, type FieldErrors, type FormFields } from "./cards";
import { renderChallengePage, renderCheckoutPage, renderMessagePage } from "./page";

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
  /** Resolves when every webhook delivery under way has finished or given up. */
  webhooksIdle(): Promise<void>;
}

/** Stripe's API version stamped on events when no request named one (stripe-node 23's default). */
const DEFAULT_API_VERSION = "2026-10-28.endive";
const MAX_BODY = 1024 * 1024;

interface PendingAuthentication {
  sessionId: string;
  payment: CheckedPayment;
  fields: FormFields;
}

interface IdempotentResult {
  method: string;
  path: string;
  body: string;
  status: number;
  json: string;
}

class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export async function startStripeLocal(options: StripeLocalOptions): Promise<StripeLocal> {
  if (!options.webhookSecret) throw new Error("startStripeLocal: webhookSecret is required");
  const host = options.host ?? "127.0.0.1";
  let webhookUrl = options.webhookUrl;
  let publicUrl = options.publicUrl?.replace(/\/+$/, "") ?? "";
  let apiVersion = DEFAULT_API_VERSION;
  const log = options.log;

  const deliverer = new WebhookDeliverer({
    secret: options.webhookSecret,
    url: () => webhookUrl,
    retryDelaysMs: options.webhookRetryDelaysMs ?? [1000, 2000, 4000, 8000],
    log,
  });
  const store = new Store({
    publicUrl: () => publicUrl,
    apiVersion: () => apiVersion,
    onEvent: (event) => deliverer.enqueue(event),
  });
  const idempotency = new Map<string, IdempotentResult>();
  const pendingAuth = new Map<string, PendingAuthentication>();

  // ------------------------------------------------------------------ helpers

  const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const text = typeof body === "string" ? body : JSON.stringify(body, null, 2);
    res.writeHead(status, {
      "content-type": "application/json",
      "request-id": newId("req_", 14),
      "stripe-version": apiVersion,
      "cache-control": "no-cache, no-store",
      ...headers,
    });
    res.end(text);
  };

  const sendHtml = (res: ServerResponse, status: number, html: string) => {
    res.writeHead(status, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors 'none'",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
    });
    res.end(html);
  };

  const redirect = (res: ServerResponse, location: string) => {
    res.writeHead(303, { location, "cache-control": "no-store" });
    res.end();
  };

  const readBody = (req: IncomingMessage): Promise<string> =>
    new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY) {
          reject(new HttpError(413, "Request body too large"));
          req.destroy();
          return;
        }
        chunks.push(chunk);
      });
      req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      req.on("error", reject);
    });

  const checkKey = (req: IncomingMessage): string => {
    const header = req.headers.authorization ?? "";
    let key = "";
    if (/^bearer /i.test(header)) key = header.slice(7).trim();
    else if (/^basic /i.test(header)) key = Buffer.from(header.slice(6).trim(), "base64").toString("utf8").split(":")[0] ?? "";
    if (!key) {
      throw new StripeLocalError(
        401,
        "invalid_request_error",
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
      );
    }
    const accepted = options.apiKey ? key === options.apiKey : /^(sk|rk)_test_\w+$/.test(key);
    if (!accepted) {
      throw new StripeLocalError(401, "invalid_request_error", `Invalid API Key provided: ${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`, "api_key_invalid");
    }
    return key;
  };

  const expandOf = (params: FormObject) => optStringList(params, "expand") ?? [];
  const onlyExpand = (params: FormObject) => rejectUnknown(params, ["expand"]);

  // ---------------------------------------------------------------------- API

  const api = (method: string, path: string, params: FormObject): Json => {
    let m: RegExpExecArray | null;
    const seg = "([^/]+)";
    const match = (re: string) => (m = new RegExp(`^${re}$`).exec(path)) !== null;
    const id = () => decodeURIComponent(m?.[1] ?? "");

    if (method === "POST" && match("/v1/products")) return store.expand(store.createProduct(params) as never, expandOf(params));
    if (method === "GET" && match(`/v1/products/${seg}`)) {
      onlyExpand(params);
      return store.expand(store.getProduct(id()) as never, expandOf(params));
    }
    if (method === "POST" && match("/v1/prices")) return store.expand(store.createPrice(params) as never, expandOf(params));
    if (method === "GET" && match("/v1/prices")) return store.expand(store.listPrices(params), expandOf(params));
    if (method === "GET" && match(`/v1/prices/${seg}`)) {
      onlyExpand(params);
      return store.expand(store.getPrice(id()) as never, expandOf(params));
    }
    if (method === "POST" && match("/v1/checkout/sessions")) {
      return store.expand(store.createSession(params) as never, expandOf(params));
    }
    if (method === "GET" && match(`/v1/checkout/sessions/${seg}`)) {
      onlyExpand(params);
      return store.expand(store.getSessionRecord(id()).session as never, expandOf(params));
    }
    if (method === "GET" && match(`/v1/checkout/sessions/${seg}/line_items`)) {
      return store.expand(store.listLineItems(id(), params), expandOf(params));
    }
    if (method === "POST" && match(`/v1/checkout/sessions/${seg}/expire`)) {
      onlyExpand(params);
      return store.expand(store.expireSession(id()) as never, expandOf(params));
    }
    if (method === "POST" && match("/v1/refunds")) return store.expand(store.createRefund(params), expandOf(params));
    if (method === "GET" && match(`/v1/refunds/${seg}`)) {
      onlyExpand(params);
      return store.expand(store.getRefund(id()), expandOf(params));
    }
    if (method === "GET" && match(`/v1/payment_intents/${seg}`)) {
      rejectUnknown(params, ["expand", "client_secret"]);
      return store.expand(store.getPaymentIntent(id()), expandOf(params));
    }
    if (method === "GET" && match(`/v1/charges/${seg}`)) {
      onlyExpand(params);
      return store.expand(store.getCharge(id()), expandOf(params));
    }
    if (method === "GET" && match(`/v1/events/${seg}`)) {
      onlyExpand(params);
      return store.getEvent(id()) as unknown as Json;
    }
    throw new StripeLocalError(
      404,
      "invalid_request_error",
      `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    );
  };

  const handleApi = async (req: IncomingMessage, res: ServerResponse, method: string, url: URL) => {
    const version = req.headers["stripe-version"];
    if (typeof version === "string" && version) apiVersion = version;
    const key = checkKey(req);
    const body = method === "POST" ? await readBody(req) : "";
    const params = parseForm(method === "POST" ? body : url.search.slice(1));
    const idemKey = method === "POST" ? req.headers["idempotency-key"] : undefined;
    if (typeof idemKey === "string" && idemKey) {
      if (idemKey.length > 255) throw invalid("Idempotency-Key must be at most 255 characters.", undefined, "idempotency_key_in_use");
      const scoped = `${key}\u0000${idemKey}`;
      const saved = idempotency.get(scoped);
      if (saved) {
        if (saved.method !== method || saved.path !== url.pathname || saved.body !== body) {
          throw new StripeLocalError(
            400,
            "idempotency_error",
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idemKey}' if you meant to execute a different request.`,
          );
        }
        sendJson(res, saved.status, saved.json, { "idempotent-replayed": "true", "idempotency-key": idemKey });
        return;
      }
      const json = JSON.stringify(api(method, url.pathname, params), null, 2);
      idempotency.set(scoped, { method, path: url.pathname, body, status: 200, json });
      sendJson(res, 200, json, { "idempotency-key": idemKey });
      return;
    }
    sendJson(res, 200, api(method, url.pathname, params));
  };

  // -------------------------------------------------------------- local hooks

  const eventsWithDeliveries = (type: string | null) => {
    const data = [...store.events].reverse().filter((e) => !type || e.type === type);
    const deliveries: Record<string, DeliveryAttempt[]> = {};
    for (const e of data) deliveries[e.id] = deliverer.attempts.get(e.id) ?? [];
    return { object: "list", data, has_more: false, url: "/_local/events", deliveries };
  };

  const handleLocal = async (req: IncomingMessage, res: ServerResponse, method: string, url: URL) => {
    if (method === "GET" && url.pathname === "/_local/events") {
      sendJson(res, 200, eventsWithDeliveries(url.searchParams.get("type")));
      return;
    }
    const resend = /^\/_local\/resend\/([^/]+)$/.exec(url.pathname);
    if (method === "POST" && resend) {
      await readBody(req);
      const event: EventRecord = store.getEvent(decodeURIComponent(resend[1] ?? ""));
      const attempt = await deliverer.deliverOnce(event);
      const delivered = attempt.status !== undefined && attempt.status >= 200 && attempt.status < 300;
      sendJson(res, 200, { id: event.id, type: event.type, delivered, attempt });
      return;
    }
    throw new StripeLocalError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${url.pathname}).`);
  };

  // ------------------------------------------------------------ hosted pages

  const successLocation = (record: SessionRecord) =>
    (record.session.success_url ?? "").replace(/\{CHECKOUT_SESSION_ID\}/g, record.session.id);

  const closedPage = (res: ServerResponse, record: SessionRecord) => {
    const s = record.session;
    if (s.status === "complete") {
      sendHtml(res, 200, renderMessagePage("This payment is complete", "This checkout session has already been paid. You can close this page.", s.success_url ? { href: successLocation(record), label: "Continue" } : undefined));
    } else {
      sendHtml(res, 200, renderMessagePage("This checkout session has expired", "The time to pay for this order has run out. Go back and start the payment again.", s.cancel_url ? { href: s.cancel_url, label: "Back" } : undefined));
    }
  };

  const formFields = (params: FormObject): FormFields => {
    const fields: FormFields = {};
    for (const name of FIELDS) {
      const v = params[name];
      if (typeof v === "string") fields[name] = v.slice(0, 200);
    }
    return fields;
  };

  const keptFields = (fields: FormFields): FormFields => ({ ...fields, card_number: "" });

  const finishPayment = (res: ServerResponse, record: SessionRecord, payment: CheckedPayment) => {
    store.completePayment(record.session.id, payment.card, payment.billing, payment.shipping);
    if (record.session.success_url) redirect(res, successLocation(record));
    else sendHtml(res, 200, renderMessagePage("Payment complete", "Thanks for your payment. You can close this page."));
  };

  // Pages answer 200 even when they show a payment problem, as Stripe's page does: a browser
  // would log a 4xx document as a console error, which end-to-end suites treat as a failure.
  const handlePage = async (req: IncomingMessage, res: ServerResponse, method: string, url: URL) => {
    const pay = /^\/c\/pay\/([^/]+)(?:\/authenticate\/([^/]+))?\/?$/.exec(url.pathname);
    if (!pay) {
      sendHtml(res, 404, renderMessagePage("Page not found", "There is nothing at this address."));
      return;
    }
    const sessionId = decodeURIComponent(pay[1] ?? "");
    const attemptId = pay[2] ? decodeURIComponent(pay[2]) : undefined;
    let record: SessionRecord;
    try {
      record = store.getSessionRecord(sessionId);
    } catch {
      sendHtml(res, 404, renderMessagePage("Checkout session not found", "This payment link is not valid. Go back to the shop and try again."));
      return;
    }
    const body = method === "POST" ? await readBody(req) : "";
    if (record.session.status !== "open") {
      closedPage(res, record);
      return;
    }

    if (attemptId) {
      const pending = pendingAuth.get(attemptId);
      if (!pending || pending.sessionId !== sessionId) {
        sendHtml(res, 404, renderMessagePage("Authentication not found", "This authentication step has ended. Go back and pay again.", { href: `/c/pay/${sessionId}`, label: "Back to payment" }));
        return;
      }
      if (method === "GET") {
        sendHtml(res, 200, renderChallengePage(record, attemptId));
        return;
      }
      if (method !== "POST") throw new HttpError(405, "Method not allowed");
      pendingAuth.delete(attemptId);
      const result = parseForm(body).result;
      if (result === "complete") {
        finishPayment(res, record, pending.payment);
        return;
      }
      store.recordFailedAttempt(sessionId, pending.payment.card, pending.payment.billing, "authentication_failed");
      sendHtml(res, 200, renderCheckoutPage(record, { fields: keptFields(pending.fields), banner: MESSAGES.authenticationFailed }));
      return;
    }

    if (method === "GET") {
      sendHtml(res, 200, renderCheckoutPage(record));
      return;
    }
    if (method !== "POST") throw new HttpError(405, "Method not allowed");
    const fields = formFields(parseForm(body));
    const checked = checkPayment(fields, { allowedShippingCountries: record.session.shipping_address_collection?.allowed_countries ?? null });
    if (!checked.ok) {
      const errors: FieldErrors = checked.errors;
      sendHtml(res, 200, renderCheckoutPage(record, { fields: errors.card_number ? keptFields(fields) : fields, errors }));
      return;
    }
    const payment = checked.payment;
    if (payment.behaviour === "decline") {
      store.recordFailedAttempt(sessionId, payment.card, payment.billing, "card_declined");
      sendHtml(res, 200, renderCheckoutPage(record, { fields: keptFields(fields), banner: MESSAGES.declined }));
      return;
    }
    if (payment.behaviour === "three_d_secure") {
      const id = newId("auth_");
      pendingAuth.set(id, { sessionId, payment, fields });
      redirect(res, `/c/pay/${encodeURIComponent(sessionId)}/authenticate/${id}`);
      return;
    }
    finishPayment(res, record, payment);
  };

  // ------------------------------------------------------------------- server

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
      } else {
        sendJson(res, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${url.pathname}).` } });
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
        sendJson(res, 500, { error: { type: "api_error", message: "An unexpected error occurred in the local Stripe server." } });
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
  const sweep = setInterval(() => store.sweepExpired(), 5000);
  sweep.unref();

  return {
    url,
    port,
    setWebhookUrl(next) {
      webhookUrl = next;
    },
    webhooksIdle: () => deliverer.idle(),
    async stop() {
      clearInterval(sweep);
      deliverer.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
