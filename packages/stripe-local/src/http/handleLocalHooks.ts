/**
 * The test hooks under `/_local` (no key): the events with their deliveries, one redelivery, and
 * the Connect levers (platform funds held as pending, a connected account paused, payouts now),
 * refunds refused until lifted, and disputes (created and decided) now.
 */
import { type Account, type RefundRefusal } from "../account/Account";
import { REFUND_REFUSALS } from "../account/refunds";
import { balanceObject } from "../account/balance";
import { setPlatformFunds } from "../account/balanceTransactions";
import {
  DISABLED_REASONS,
  disableConnectedAccount,
  getConnectedAccount,
  type DisabledReason,
} from "../account/connectedAccounts";
import { getEvent } from "../account/events";
import { runScheduledNow } from "../account/scheduled";
import { parseForm } from "../form";
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
    if (method === "POST" && url.pathname === "/_local/balance") {
      const funds = readHookBody(await readBody(req)).funds;
      if (funds !== "available" && funds !== "pending")
        throw new StripeLocalError(
          400,
          "invalid_request_error",
          "funds must be available or pending",
          undefined,
          "funds",
        );
      setPlatformFunds(account, funds);
      sendJson(res, 200, balanceObject(account, undefined));
      return;
    }
    const disable = /^\/_local\/accounts\/([^/]+)\/disable$/.exec(url.pathname);
    if (method === "POST" && disable) {
      const connected = getConnectedAccount(account, decodeURIComponent(disable[1] ?? ""), "id");
      const reason = readHookBody(await readBody(req)).reason ?? "requirements.past_due";
      if (!(DISABLED_REASONS as readonly string[]).includes(reason)) {
        throw new StripeLocalError(
          400,
          "invalid_request_error",
          `reason must be one of ${DISABLED_REASONS.join(", ")}`,
          undefined,
          "reason",
        );
      }
      disableConnectedAccount(account, connected, reason as DisabledReason);
      sendJson(res, 200, connected);
      return;
    }
    if (method === "POST" && url.pathname === "/_local/refunds") {
      const refuse = readHookBody(await readBody(req)).refuse;
      if (refuse !== "none" && !(REFUND_REFUSALS as readonly (string | undefined)[]).includes(refuse)) {
        throw new StripeLocalError(
          400,
          "invalid_request_error",
          `refuse must be none or one of ${REFUND_REFUSALS.join(", ")}`,
          undefined,
          "refuse",
        );
      }
      account.refundRefusal = refuse === "none" ? null : (refuse as RefundRefusal);
      sendJson(res, 200, { refuse: account.refundRefusal ?? "none" });
      return;
    }
    if (method === "POST" && url.pathname === "/_local/payouts/run") {
      await readBody(req);
      sendJson(res, 200, { ran: runScheduledNow(account, "payout") });
      return;
    }
    if (method === "POST" && url.pathname === "/_local/disputes/run") {
      await readBody(req);
      sendJson(res, 200, { ran: runScheduledNow(account, "dispute") });
      return;
    }
    throw new StripeLocalError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${url.pathname}).`);
  };
}

/** A hook's body: JSON or form-encoded, string fields only. */
function readHookBody(body: string): Record<string, string | undefined> {
  const trimmed = body.trim();
  let parsed: unknown;
  try {
    parsed = trimmed.startsWith("{") ? JSON.parse(trimmed) : parseForm(trimmed);
  } catch {
    throw new StripeLocalError(400, "invalid_request_error", "The body is not valid JSON.");
  }
  const out: Record<string, string | undefined> = {};
  if (typeof parsed === "object" && parsed !== null) {
    for (const [k, v] of Object.entries(parsed)) if (typeof v === "string") out[k] = v;
  }
  return out;
}
