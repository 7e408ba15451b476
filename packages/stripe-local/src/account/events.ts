/** Events: recorded for `GET /v1/events/:id` and the test hooks, and handed to the webhook queue. */
import { noSuch } from "../errors";
import { type Account } from "./Account";
import { type EventRecord, type Json } from "./records";
import { newId, nowSeconds } from "./ids";

export function getEvent(account: Account, id: string): EventRecord {
  const event = account.events.find((e) => e.id === id);
  if (!event) throw noSuch("event", id, "id");
  return event;
}

/**
 * Records an event and hands it to the webhook queue. `connectedAccountId` makes it a Connect
 * event: it carries the top-level `account` field and goes to the Connect endpoint.
 */
export function emitEvent(
  account: Account,
  type: string,
  object: object,
  previous?: Json,
  connectedAccountId?: string,
): void {
  const event: EventRecord = {
    id: newId("evt_"),
    object: "event",
    ...(connectedAccountId ? { account: connectedAccountId } : {}),
    api_version: account.hooks.apiVersion(),
    created: nowSeconds(),
    data: previous
      ? { object: structuredClone(object) as Json, previous_attributes: previous }
      : { object: structuredClone(object) as Json },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  account.events.push(event);
  account.hooks.onEvent(event);
}
