/** Reading, expiring and sweeping Checkout Sessions. */
import { invalid, noSuch } from "../errors";
import { type Account } from "./Account";
import { type CheckoutSession, type SessionRecord } from "./SessionRecord";
import { emitEvent } from "./events";
import { nowSeconds } from "./ids";

/** The session record; an open session past its `expires_at` expires on read, as Stripe's sweep would. */
export function getSessionRecord(account: Account, id: string): SessionRecord {
  const record = account.sessions.get(id);
  if (!record) throw noSuch("checkout.session", id, "session");
  if (record.session.status === "open" && record.session.expires_at <= nowSeconds()) expire(account, record);
  return record;
}

export function expireSession(account: Account, id: string): CheckoutSession {
  const record = getSessionRecord(account, id);
  if (record.session.status !== "open") {
    throw invalid(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${record.session.status}".`,
      undefined,
      "checkout_session_not_open",
    );
  }
  expire(account, record);
  return record.session;
}

function expire(account: Account, record: SessionRecord): void {
  record.session.status = "expired";
  record.session.url = null;
  emitEvent(account, "checkout.session.expired", record.session);
}

/** Expires every open session past its `expires_at` (a periodic sweep calls this). */
export function sweepExpired(account: Account): void {
  for (const id of account.sessions.keys()) getSessionRecord(account, id);
}
