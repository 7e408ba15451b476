/**
 * A `/v1` request: the `Stripe-Version` it names, its key, its form-encoded parameters, and
 * Stripe's `Idempotency-Key` replay (the same key and body answer the first result again: a
 * success, or a refusal made once the endpoint began executing).
 */
import { type Account } from "../account/Account";
import { StripeLocalError, invalid } from "../errors";
import { parseForm } from "../form";
import { checkApiKey, maskKey } from "./apiKey";
import { readBody } from "./readBody";
import { type RequestHandler, type SendJson } from "./responses";
import { routeApi } from "./routeApi";

interface IdempotentResult {
  method: string;
  path: string;
  body: string;
  status: number;
  json: string;
}

export interface ApiRequestContext {
  account: Account;
  /** The only secret key accepted, if one is configured. */
  apiKey: string | undefined;
  /** Remembers the API version a client asked for; events are stamped with it. */
  useApiVersion(version: string): void;
  sendJson: SendJson;
}

export function apiRequestHandler({ account, apiKey, useApiVersion, sendJson }: ApiRequestContext): RequestHandler {
  const idempotency = new Map<string, IdempotentResult>();
  return async (req, res, method, url) => {
    const version = req.headers["stripe-version"];
    if (typeof version === "string" && version) useApiVersion(version);
    const key = checkApiKey(req, apiKey);
    const stripeAccount = connectedAccountHeader(req.headers["stripe-account"], account, key);
    const body = method === "POST" ? await readBody(req) : "";
    const params = parseForm(method === "POST" ? body : url.search.slice(1));
    const idemKey = method === "POST" ? req.headers["idempotency-key"] : undefined;
    if (typeof idemKey === "string" && idemKey) {
      if (idemKey.length > 255)
        throw invalid("Idempotency-Key must be at most 255 characters.", undefined, "idempotency_key_in_use");
      const scoped = `${key}\u0000${stripeAccount ?? ""}\u0000${idemKey}`;
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
      let json: string;
      try {
        json = JSON.stringify(routeApi(account, method, url.pathname, params, stripeAccount), null, 2);
      } catch (err) {
        // Stripe saves a refusal of the executing endpoint too: retries with the key get it again.
        if (err instanceof StripeLocalError && err.savedForIdempotency) {
          idempotency.set(scoped, {
            method,
            path: url.pathname,
            body,
            status: err.status,
            json: JSON.stringify(err.toJSON(), null, 2),
          });
        }
        throw err;
      }
      idempotency.set(scoped, { method, path: url.pathname, body, status: 200, json });
      sendJson(res, 200, json, { "idempotency-key": idemKey });
      return;
    }
    sendJson(res, 200, routeApi(account, method, url.pathname, params, stripeAccount));
  };
}

/** The `Stripe-Account` header, refused as Stripe does when it names no connected account of the platform. */
function connectedAccountHeader(
  header: string | string[] | undefined,
  account: Account,
  key: string,
): string | undefined {
  const id = Array.isArray(header) ? header[0] : header;
  if (!id) return undefined;
  if (!account.connectedAccounts.has(id)) {
    throw new StripeLocalError(
      403,
      "invalid_request_error",
      `The provided key '${maskKey(key)}' does not have access to account '${id}' (or that account does not exist). Application access may have been revoked.`,
      "account_invalid",
    );
  }
  return id;
}
