/** Events: recorded for `GET /v1/events/:id` and the test hooks, and handed to the webhook queue. */
import { noSuch } from "../errors";
import { type Account, type Json } from "./Account";
import { newId, nowSeconds } from "./ids";

export interface EventRecord {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  data: { object: Json; previous_attributes?: Json };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export function getEvent(account: Account, id: string): EventRecord {
  const event = account.events.find((e) => e.id === id);
  if (!event) throw noSuch("event", id, "id");
  return event;
}

/** Records an event and hands it to the webhook queue. */
export function emitEvent(account: Account, type: string, object: object, previous?: Json): void {
  const event: EventRecord = {
    id: newId("evt_"),
    object: "event",
    api_version: account.hooks.apiVersion(),
    created: nowSeconds(),
    data: previous ? { object: structuredClone(object) as Json, previous_attributes: previous } : { object: structuredClone(object) as Json },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  account.events.push(event);
  account.hooks.onEvent(event);
}

