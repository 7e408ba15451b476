/** The test hooks under `/_local` (no key): the events with their deliveries, and one redelivery. */
import { type Account } from "../account/Account";
import { getEvent } from "../account/events";
import { StripeLocalError } from "../errors";
import { delivererOf, type Deliverers, type DeliveryAttempt } from "../webhooks/WebhookDeliverer";
import { readBody } from "./readBody";
import { type RequestHandler, type SendJson } from "./responses";

export function localHooksHandler(account: Account, deliverers: Deliverers, sendJson: SendJson): RequestHandler {
  const eventsWithDeliveries = (type: string | null) => {
    const data = [...account.events].reverse().filter((e) => !type || e.type === type);
    const deliveries: Record<string, DeliveryAttempt[]> = {};
    for (const e of data) deliveries[e.id] = delivererOf(deliverers, e).attempts.get(e.id) ?? [];
    return { object: "list", data, has_more: false, url: "/_local/events", deliveries };
  };

  return async (req, res, method, url) => {
    if (method === "GET" && url.pathname === "/_local/events") {
      sendJson(res, 200, eventsWithDeliveries(url.searchParams.get("type")));
      return;
    }
    const resend = /^\/_local\/resend\/([^/]+)$/.exec(url.pathname);
    if (method === "POST" && resend) {
      await readBody(req);
      const event = getEvent(account, decodeURIComponent(resend[1] ?? ""));
      const attempt = await delivererOf(deliverers, event).deliverOnce(event);
      const delivered = attempt.status !== undefined && attempt.status >= 200 && attempt.status < 300;
      sendJson(res, 200, { id: event.id, type: event.type, delivered, attempt });
      return;
    }
    throw new StripeLocalError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${url.pathname}).`);
  };
}
