/**
 * Webhook endpoints: `POST /v1/webhook_endpoints`, `GET /v1/webhook_endpoints`,
 * `POST /v1/webhook_endpoints/:id` and `DELETE /v1/webhook_endpoints/:id`, as
 * `npm run stripe:webhook` creates, updates or replaces the marketplace's endpoints. The local server still delivers its events to its configured URL; these
 * records are what Stripe's dashboard would list (Connect events go to the configured Connect URL).
 */
import { invalid, missingParam, noSuch } from "../errors";
import { type FormObject } from "../form";
import { optBool, optString, optStringList, readMetadata, rejectUnknown, reqString } from "../params";
import { type Account } from "./Account";
import { type Json } from "./records";
import { newId, nowSeconds } from "./ids";
import { listPage } from "./pagination";

function eventsOf(params: FormObject): string[] {
  const events = optStringList(params, "enabled_events");
  if (!events || events.length === 0) throw missingParam("enabled_events");
  return events;
}

function urlOf(params: FormObject): string {
  const url = reqString(params, "url");
  if (!/^https?:\/\/[^/]+/.test(url))
    throw invalid("Invalid URL: An explicit scheme (such as https) must be provided.", "url", "url_invalid");
  return url;
}

export function createWebhookEndpoint(account: Account, params: FormObject): Json {
  rejectUnknown(params, ["url", "enabled_events", "api_version", "description", "metadata", "connect", "expand"]);
  // `connect=true` makes a Connect endpoint (events of connected accounts); Stripe does not echo it.
  optBool(params, "connect");
  const endpoint: Json = {
    id: newId("we_"),
    object: "webhook_endpoint",
    api_version: optString(params, "api_version") ?? null,
    application: null,
    created: nowSeconds(),
    description: optString(params, "description") ?? null,
    enabled_events: eventsOf(params),
    livemode: false,
    metadata: readMetadata(params),
    status: "enabled",
    url: urlOf(params),
  };
  account.webhookEndpoints.set(endpoint.id as string, endpoint);
  // The signing secret is answered only when the endpoint is created, as Stripe does.
  return { ...endpoint, secret: `whsec_${newId("", 32)}` };
}

export function listWebhookEndpoints(account: Account, params: FormObject): Json {
  rejectUnknown(params, ["limit", "starting_after", "ending_before", "expand"]);
  return listPage([...account.webhookEndpoints.values()] as (Json & { id: string })[], params, "/v1/webhook_endpoints");
}

export function updateWebhookEndpoint(account: Account, id: string, params: FormObject): Json {
  rejectUnknown(params, ["url", "enabled_events", "description", "metadata", "disabled", "expand"]);
  const endpoint = account.webhookEndpoints.get(id);
  if (!endpoint) throw noSuch("webhook endpoint", id, "id");
  if (params.enabled_events !== undefined) endpoint.enabled_events = eventsOf(params);
  if (params.url !== undefined) endpoint.url = urlOf(params);
  if (params.description !== undefined) endpoint.description = optString(params, "description") ?? null;
  const disabled = optBool(params, "disabled");
  if (disabled !== undefined) endpoint.status = disabled ? "disabled" : "enabled";
  endpoint.metadata = readMetadata(params, endpoint.metadata as Record<string, string>);
  return endpoint;
}

/** Deleted for good, as Stripe deletes one: later calls answer 404. */
export function deleteWebhookEndpoint(account: Account, id: string): Json {
  if (!account.webhookEndpoints.delete(id)) throw noSuch("webhook endpoint", id, "id");
  return { id, object: "webhook_endpoint", deleted: true };
}
